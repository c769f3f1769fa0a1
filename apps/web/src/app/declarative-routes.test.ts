import { createElement, isValidElement, type ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { toElementRoutes } from './declarative-routes';

const Page = () => null;
const Fallback = () => null;
const load = async () => ({ Component: Page });

function propsOf(element: unknown): Record<string, unknown> {
  expect(isValidElement(element)).toBe(true);
  return (element as ReactElement<Record<string, unknown>>).props;
}

describe('toElementRoutes', () => {
  it('turns a lazy page into an element that loads it, keeping path and children', () => {
    const [route] = toElementRoutes([{ path: '/help', lazy: load }]);
    expect(route?.path).toBe('/help');
    expect(route?.lazy).toBeUndefined();
    expect(propsOf(route?.element).load).toBe(load);
  });

  it('wraps an error element route around its element, or an outlet, and converts children', () => {
    const fallback = createElement(Fallback);
    const [layout] = toElementRoutes([
      {
        errorElement: fallback,
        children: [
          { path: '/notice', lazy: load },
          { index: true, element: 'home' },
        ],
      },
    ]);
    expect(layout?.errorElement).toBeUndefined();
    const props = propsOf(layout?.element);
    expect(props.fallback).toBe(fallback);
    expect(isValidElement(props.children)).toBe(true);
    const children = layout?.children as RouteObject[];
    expect(propsOf(children[0]?.element).load).toBe(load);
    expect(children[1]?.element).toBe('home');
    expect(children[1]?.index).toBe(true);
  });

  it('leaves plain element routes as they are', () => {
    const element = createElement(Page);
    expect(toElementRoutes([{ path: '/', element }])).toEqual([{ path: '/', element }]);
  });
});
