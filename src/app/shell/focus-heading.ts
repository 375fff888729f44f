/**
 * Focuses the h1 in #main now and, for a while, whenever the page adds or replaces it (a lazy
 * page's heading comes with its data; a loading heading gives way to the loaded one). Only
 * while focus is on the page itself or still where the navigation began (`from`, outside the
 * page: the link clicked): what the user or the page has focused since is never taken.
 */
export function focusHeading(from: Element | null) {
  const main = document.getElementById('main')!;
  const focus = () => {
    const heading = main.querySelector('h1');
    const now = document.activeElement;
    if (heading && (now === document.body || (now === from && !main.contains(now)))) {
      heading.tabIndex = -1;
      heading.focus();
    }
  };
  focus();
  const observer = new MutationObserver(focus);
  observer.observe(main, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), 10_000);
}
