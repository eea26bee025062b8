/** The gap between the badge and the image's top right corner, in CSS pixels. */
const INSET = 8;

/**
 * Places `host` (absolutely positioned, inserted right after `img`, so it shares the image's
 * containing block) over the image's top right corner, and keeps it there when the image or the page
 * is resized. Nothing is moved: the badge is out of the page's flow, so no layout shifts.
 */
export function pinOver(img: HTMLElement, host: HTMLElement): () => void {
  const place = () => {
    host.style.top = `${img.offsetTop + INSET}px`;
    host.style.left = `${img.offsetLeft + img.offsetWidth - INSET}px`;
    host.style.transform = 'translateX(-100%)';
    host.hidden = img.offsetWidth === 0 || img.offsetHeight === 0;
  };
  host.style.position = 'absolute';
  img.after(host);
  place();
  const view = img.ownerDocument.defaultView;
  const observer = view && 'ResizeObserver' in view ? new view.ResizeObserver(place) : null;
  observer?.observe(img);
  if (img.ownerDocument.body) observer?.observe(img.ownerDocument.body);
  view?.addEventListener('resize', place);
  return () => {
    observer?.disconnect();
    view?.removeEventListener('resize', place);
  };
}
