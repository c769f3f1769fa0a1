import { symbolSvg } from './symbols.js';

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

export function symbolNode(code: string, className = 'sym'): HTMLElement {
  const node = el('div', {
    class: className,
    'data-symbol': code,
    role: 'img',
    'aria-label': code.toLowerCase(),
  });
  node.innerHTML = symbolSvg(code);
  return node;
}
