/**
 * The guide, one step at a time: previous / next / finish buttons, the left and right arrow keys, the
 * progress ("Step 2 of 7" and a bar), the step in the address (#step-2) so a reload keeps it, and a
 * slide in the direction of travel (still under `prefers-reduced-motion`, see site.css).
 */
export function enhanceGuide(root: HTMLElement): void {
  const steps = [...root.querySelectorAll<HTMLElement>('[data-guide-step]')];
  const controls = root.querySelector<HTMLElement>('[data-guide-controls]');
  const progressArea = root.querySelector<HTMLElement>('[data-guide-progress-area]');
  const progress = root.querySelector<HTMLElement>('[data-guide-progress]');
  const progressbar = root.querySelector<HTMLElement>('[role="progressbar"]');
  const bar = root.querySelector<HTMLElement>('[data-guide-bar]');
  const previous = root.querySelector<HTMLButtonElement>('[data-guide-previous]');
  const next = root.querySelector<HTMLButtonElement>('[data-guide-next]');
  const finish = root.querySelector<HTMLAnchorElement>('[data-guide-finish]');
  if (
    steps.length === 0 ||
    !controls ||
    !progressArea ||
    !progress ||
    !progressbar ||
    !bar ||
    !previous ||
    !next ||
    !finish
  ) {
    return;
  }

  const stepFromHash = () => {
    const match = /^#step-(\d+)$/.exec(window.location.hash);
    const index = match ? Number(match[1]) - 1 : 0;
    return index >= 0 && index < steps.length ? index : 0;
  };
  let current = stepFromHash();

  const show = (index: number, direction: 'forward' | 'back' | 'none') => {
    const focusWasOnNext = document.activeElement === next;
    const focusWasOnPrevious = document.activeElement === previous;
    current = index;
    steps.forEach((step, stepIndex) => {
      step.hidden = stepIndex !== index;
      step.classList.remove('guide-in-forward', 'guide-in-back');
    });
    const step = steps[index];
    if (step && direction !== 'none') {
      // Restart the animation even when the same class was there a moment ago.
      void step.offsetWidth;
      step.classList.add(direction === 'forward' ? 'guide-in-forward' : 'guide-in-back');
    }
    const label = step?.dataset.progress ?? '';
    progress.textContent = label;
    progressbar.setAttribute('aria-valuenow', String(index + 1));
    progressbar.setAttribute('aria-valuetext', label);
    bar.style.width = `${((index + 1) / steps.length) * 100}%`;
    const last = index === steps.length - 1;
    previous.disabled = index === 0;
    next.hidden = last;
    finish.hidden = !last;
    // A button that disappears or is disabled would drop the focus to the page: hand it on.
    if (last && focusWasOnNext) finish.focus();
    if (index === 0 && focusWasOnPrevious) next.focus();
    if (direction !== 'none') window.history.replaceState(null, '', `#step-${index + 1}`);
  };

  const go = (delta: 1 | -1) => {
    const target = current + delta;
    if (target < 0 || target >= steps.length) return;
    show(target, delta === 1 ? 'forward' : 'back');
  };

  root.setAttribute('data-guide-enhanced', '');
  controls.hidden = false;
  progressArea.hidden = false;
  previous.addEventListener('click', () => go(-1));
  next.addEventListener('click', () => go(1));
  document.addEventListener('keydown', (event) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const target = event.target;
    if (
      target instanceof HTMLElement &&
      (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
    ) {
      return;
    }
    if (event.key === 'ArrowRight') go(1);
    else if (event.key === 'ArrowLeft') go(-1);
    else return;
    event.preventDefault();
  });
  show(current, 'none');
}
