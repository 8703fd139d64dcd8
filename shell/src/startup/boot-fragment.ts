/**
 * The shell's server may include a remote's static fragment of the first screen in the
 * HTML (scripts/lib/fragment-include.mjs), shown until the app has something real to show.
 * Plain DOM, no React: index.ts uses it before any shared module may load.
 */
export function removeBootFragment(): void {
  for (const fragment of document.querySelectorAll('[data-boot-fragment]')) fragment.remove();
}
