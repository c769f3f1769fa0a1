/** A tiny element builder: attributes ('text' sets textContent) and children. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'text') node.textContent = value;
    else node.setAttribute(key, value);
  }
  node.append(...children);
  return node;
}

/**
 * Symbol drawings, by code, as the server sent them in the boot data (the studio draws them once,
 * server side, for the page and for the catalogue's artwork alike).
 */
const ART = new Map<string, string>();

export function useSymbolArt(symbols: readonly { code: string; art: string }[]): void {
  for (const symbol of symbols) ART.set(symbol.code, symbol.art);
}

/** An unknown code: its first letters on a grey tile. */
function letterTile(code: string): string {
  const text = code.slice(0, 2).replace(/[^A-Za-z0-9]/g, '?');
  return `<svg viewBox="0 0 100 100" xmlns="http://www.w3.org/2000/svg" aria-hidden="true" focusable="false"><rect x="6" y="6" width="88" height="88" rx="14" fill="#bbb"/><text x="50" y="68" text-anchor="middle" font-family="Georgia,serif" font-weight="900" font-size="52" fill="#444">${text}</text></svg>`;
}

export function symbolNode(code: string, className = 'sym'): HTMLElement {
  const node = el('div', {
    class: className,
    'data-symbol': code,
    role: 'img',
    'aria-label': code.toLowerCase(),
  });
  node.innerHTML = ART.get(code) ?? letterTile(code);
  return node;
}
