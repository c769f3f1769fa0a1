/**
 * Operator-written rich text (announcement and help content). The back office sanitises the HTML
 * when it is written (decision 0011), so readers render it as is — only through this component.
 */
export function RichText({ html, className = 'rich-text' }: { html: string; className?: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on write by the back office (decision 0011)
  return <div className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
