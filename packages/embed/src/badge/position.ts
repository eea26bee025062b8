/** The gap between the badge and the image's top right corner, in CSS pixels. */
const INSET = 8;

/** The badges pinned on each page, by their image: one observer places them all. */
const pinned = new WeakMap<
  Document,
  { observer: ResizeObserver | null; badges: Map<HTMLElement, HTMLElement> }
>();

/** Where `host` goes over `img` (read), then put there (written): reads first, so no layout is forced twice. */
function placeAll(badges: Map<HTMLElement, HTMLElement>): void {
  // Over the image's top corner where its lines end: the right one, the left one right to left.
  const places = [...badges].map(([host, img]) => {
    const rtl = host.getAttribute('dir') === 'rtl';
    return {
      host,
      rtl,
      top: img.offsetTop + INSET,
      left: rtl ? img.offsetLeft + INSET : img.offsetLeft + img.offsetWidth - INSET,
      hidden: img.offsetWidth === 0 || img.offsetHeight === 0,
    };
  });
  for (const { host, rtl, top, left, hidden } of places) {
    host.style.top = `${top}px`;
    host.style.left = `${left}px`;
    host.style.transform = rtl ? 'none' : 'translateX(-100%)';
    host.hidden = hidden;
  }
}

/**
 * Places `host` (absolutely positioned, inserted right after `img`, so it shares the image's
 * containing block) over the image's top right corner, and keeps it there when the image or the page
 * is resized. Nothing is moved: the badge is out of the page's flow, so no layout shifts. Where
 * `ResizeObserver` runs, one observer per page places every badge in its callback, after the browser's
 * own layout: placing badges forces no layout in the middle of a task (each hidden until placed).
 */
export function pinOver(img: HTMLElement, host: HTMLElement): () => void {
  const doc = img.ownerDocument;
  const view = doc.defaultView;
  let page = pinned.get(doc);
  if (!page) {
    const badges = new Map<HTMLElement, HTMLElement>();
    // A resized page moves every badge; a resized (or newly observed) image, its own alone.
    const observer =
      view && 'ResizeObserver' in view
        ? new view.ResizeObserver((entries) => {
            const resized = new Set(entries.map((entry) => entry.target));
            if (doc.body && resized.has(doc.body)) placeAll(badges);
            else placeAll(new Map([...badges].filter(([, img]) => resized.has(img))));
          })
        : null;
    if (doc.body) observer?.observe(doc.body);
    view?.addEventListener('resize', () => placeAll(badges));
    page = { observer, badges };
    pinned.set(doc, page);
  }
  host.style.position = 'absolute';
  page.badges.set(host, img);
  host.hidden = page.observer !== null;
  img.after(host);
  if (page.observer) page.observer.observe(img);
  else placeAll(new Map([[host, img]]));
  const { badges, observer } = page;
  return () => {
    badges.delete(host);
    if (![...badges.values()].includes(img)) observer?.unobserve(img);
  };
}
