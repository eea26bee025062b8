/**
 * Views in chunks of their own, loaded when first needed, so that the page's first chunk carries only
 * what every first verdict draws (the budgets: web/e2e/first-verdict-scripts.ts): the receipt page, the
 * samples, a failure's explanation, a file's manifest, its ingredients and its player.
 */
import { type ComponentType, h } from 'preact';
import { useEffect, useState } from 'preact/hooks';

/** A view loaded on first use: `View` draws nothing until it has loaded; `load()` starts it sooner. */
export interface LazyView<P> {
  View: ComponentType<P>;
  /** Loads the view (once); a caller that awaits it before drawing gets the view drawn at once. */
  load(): Promise<ComponentType<P>>;
}

/** The view `load` imports, loaded once, when `load()` is first called or `View` first drawn. */
export function lazyView<P extends object>(load: () => Promise<ComponentType<P>>): LazyView<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then((view) => {
      loaded = view;
      return view;
    });
    return loading;
  };
  function View(props: P) {
    const [view, setView] = useState(() => loaded);
    useEffect(() => {
      if (!view) void start().then((v) => setView(() => v));
    }, [view]);
    return view ? h(view, props) : null;
  }
  return { View, load: start };
}
