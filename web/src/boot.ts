/**
 * The storefront's first script on a page the server drew (decision 0044): the page is already on
 * screen, so its scripts wait until the browser has loaded what the page shows (its stylesheet and
 * pictures: the `load` event), then download and bring it to life. A slow phone spends its first
 * bandwidth on the content. The entry and the page's chunks are named on `<html>` by the server.
 */
const html = document.documentElement;

function start(): void {
  for (const href of (html.dataset.preload ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  const entry = html.dataset.entry;
  if (entry) void import(/* @vite-ignore */ entry);
}

if (document.readyState === 'complete') start();
else addEventListener('load', start, { once: true });
