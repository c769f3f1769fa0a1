import type { MemberInfoValue } from '@khela/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { memberKeys } from '../../api/accounts';
import { memberIconKey, setMemberIcon, useMemberIcon } from '../../api/member';
import { FormError } from '../../components/form/fields';
import { Icon } from '../../components/icons/icon';
import { InlineLoader } from '../../components/page-loader';
import { MEMBER_NS } from '../../i18n/member/register';
import { useFormat } from '../../i18n/use-format';
import { useSessionToken } from '../../stores/session';
import { failureText } from './failure';
import { createLatestSaver } from './latest-saver';
import { LoadFailure } from './load-failure';
import { MemberAvatar } from './member-avatar';

type Saving = 'idle' | 'saving' | 'saved';

/**
 * The security centre's avatar card: the current avatar and the choices as a radio group (arrow
 * keys move through them). A choice is saved at once; the header shows it from member info.
 */
export function AvatarCard() {
  const { t: tMember } = useTranslation(MEMBER_NS);
  const icon = useMemberIcon();
  return (
    <section className="security__card" aria-labelledby="security-avatar" data-section="avatar">
      <header className="security__card-head">
        <Icon name="user" size={22} />
        <h2 id="security-avatar" className="security__card-title">
          {tMember('avatar_title')}
        </h2>
      </header>
      {icon.isPending ? (
        <InlineLoader />
      ) : icon.isError ? (
        <LoadFailure error={icon.error} onRetry={() => void icon.refetch()} />
      ) : (
        <AvatarPicker current={icon.data.icon} choices={icon.data.choices} />
      )}
    </section>
  );
}

function AvatarPicker({ current, choices }: { current: number; choices: number[] }) {
  const { t } = useTranslation();
  const { t: tMember } = useTranslation(MEMBER_NS);
  const format = useFormat();
  const queryClient = useQueryClient();
  const token = useSessionToken();
  const [selected, setSelected] = useState(current);
  const [saving, setSaving] = useState<Saving>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  // The saver outlives renders; what it reports goes through the latest render's values.
  const latest = useRef({ current, token, t });
  useEffect(() => {
    latest.current = { current, token, t };
  });
  const [choose] = useState(() =>
    createLatestSaver(setMemberIcon, {
      saved(answer) {
        const { token: owner } = latest.current;
        queryClient.setQueryData(memberIconKey(owner), answer);
        queryClient.setQueryData<MemberInfoValue>(memberKeys.info(owner), (info) =>
          info ? { ...info, icon: answer.icon } : info,
        );
        setSaving('saved');
      },
      failed(error) {
        setSelected(latest.current.current);
        setSaving('idle');
        setFailure(failureText(error, latest.current.t));
      },
    }),
  );

  function pick(icon: number) {
    setSelected(icon);
    setSaving('saving');
    setFailure(null);
    choose(icon);
  }

  return (
    <div className="avatar-picker">
      <MemberAvatar icon={selected} size={72} className="avatar-picker__current" />
      <fieldset className="avatar-picker__choices" data-avatar-choices>
        <legend className="visually-hidden">{tMember('avatar_title')}</legend>
        {choices.map((icon) => (
          <label key={icon} className="avatar-picker__choice">
            <input
              type="radio"
              name="avatar"
              className="avatar-picker__input"
              value={icon}
              checked={selected === icon}
              onChange={() => pick(icon)}
              aria-label={tMember('avatar_choice', { number: format.plainInteger(icon) })}
              data-avatar={icon}
            />
            <MemberAvatar icon={icon} size={48} />
          </label>
        ))}
      </fieldset>
      <p className="security__hint avatar-picker__status" role="status" data-avatar-state={saving}>
        {saving === 'saving' ? t('saving') : saving === 'saved' ? tMember('avatar_saved') : ''}
      </p>
      <FormError message={failure} />
    </div>
  );
}
