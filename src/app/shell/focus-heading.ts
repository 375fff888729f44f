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
  // Once the user presses a key or a pointer, the page is theirs: between leaving a field and
  // the pressed button taking the focus, the focus is on the body for a moment, and a change
  // the leaving makes must not send it to the heading (the press would miss its button).
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_PRESSES) document.removeEventListener(type, stop, true);
  };
  const timer = setTimeout(stop, 10_000);
  for (const type of USER_PRESSES) document.addEventListener(type, stop, true);
}

const USER_PRESSES = ['pointerdown', 'keydown'] as const;
