import { useBannerGroup } from '../../api/banners';

/** The first banner of a modal's group (w_login, w_forget) above its title; nothing when none. */
export function ModalBanner({ group }: { group: 'w_login' | 'w_forget' }) {
  const banner = useBannerGroup(group)[0];
  if (!banner?.imageUrl) return null;
  return (
    <div className="modal-banner" data-banner-group={group}>
      <img
        src={banner.imageUrl}
        alt={banner.title}
        className="modal-banner__image"
        width={1200}
        height={400}
      />
    </div>
  );
}
