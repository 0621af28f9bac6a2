// busy.js — the "working…" bar with a Cancel button for engine calls that may take long.
//
// busy.run(label, (signal, onProgress) => engine.run(..., {signal, onProgress})) shows the bar after a
// short delay (quick calls never flash it), counts seconds, shows the engine's progress reports
// ("puzzle 2 of 5 · attempt 14 of 400"), and Cancel aborts the signal: gridlogic.js then terminates the
// worker and the promise rejects with a 'cancelled' error (isCancelled). Several calls may be under
// way at once; the bar shows the latest label and Cancel stops them all.
// "puzzle 2 of 5 · attempt 14 of 400" from a worker progress report ({stage, done, total, outer}).
export function describeProgress(p) {
  const one = (q) => (q && q.total !== undefined ? `${q.stage} ${q.stage === 'puzzle' ? q.done + 1 : q.done}${q.total >= 0 ? ` of ${q.total}` : ''}` : '');
  if (!p || p.stage === 'started') return '';
  return [p.outer && p.outer.total > 1 ? one(p.outer) : '', p.stage === 'puzzle' && p.total <= 1 ? '' : one(p)].filter(Boolean).join(' · ');
}

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
    let progress = '';
    const tick = () => {
      const s = Math.floor((performance.now() - began) / 1000);
      this.text.textContent = `Working… ${label}${progress ? ` — ${progress}` : ''}${s >= 1 ? ` (${s} s)` : ''}`;
    };
    const onProgress = (p) => {
      progress = describeProgress(p);
      if (!this.bar.hidden) tick();
    };
    const show = setTimeout(() => { tick(); this.bar.hidden = false; }, delay);
    const timer = setInterval(tick, 1000);
    try {
      return await start(controller.signal, onProgress);
    } finally {
      clearTimeout(show);
      clearInterval(timer);
      this.calls.delete(controller);
      if (this.calls.size === 0) this.bar.hidden = true;
    }
  }
}
