// busy.js — the "working…" bar with a Cancel button for engine calls that may take long.
//
// busy.run(label, (signal) => engine.run(..., {signal})) shows the bar after a short delay (quick
// calls never flash it), counts seconds, and Cancel aborts the signal: gridlogic.js then terminates the
// worker and the promise rejects with a 'cancelled' error (isCancelled). Several calls may be under
// way at once; the bar shows the latest label and Cancel stops them all.
export class Busy {
  constructor(bar) {
    this.bar = bar;
    this.text = bar.querySelector('.busy-text');
    this.cancelButton = bar.querySelector('.busy-cancel');
    this.calls = new Set();
    this.cancelButton.addEventListener('click', () => {
      for (const c of this.calls) c.abort();
    });
  }

  async run(label, start, { delay = 200 } = {}) {
    const controller = new AbortController();
    this.calls.add(controller);
    const began = performance.now();
    const tick = () => {
      const s = Math.floor((performance.now() - began) / 1000);
      this.text.textContent = `Working… ${label}${s >= 1 ? ` (${s} s)` : ''}`;
    };
    const show = setTimeout(() => { tick(); this.bar.hidden = false; }, delay);
    const timer = setInterval(tick, 1000);
    try {
      return await start(controller.signal);
    } finally {
      clearTimeout(show);
      clearInterval(timer);
      this.calls.delete(controller);
      if (this.calls.size === 0) this.bar.hidden = true;
    }
  }
}
