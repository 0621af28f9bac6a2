// busy.js — the "working…" bar with a Cancel button for engine calls that may take long.
//
// busy.run(label, (signal, onProgress) => engine.run(..., {signal, onProgress})) shows the bar after a
// short delay (quick calls never flash it), counts seconds, shows the engine's progress reports, and
// Cancel aborts the signal: gridlogic.js then terminates the worker and the promise rejects with a 'cancelled' error (isCancelled). Several calls may be under
// way at once; the bar shows the latest label and Cancel stops them all.
// "puzzle 2 of 5 · attempt 14 · best so far level 3" from a worker progress report ({stage, done, total,
// outer, latest}): `latest` is every stage's latest report. Attempts carry no total (a generator's limit
// is a bound, not the expected count); "best level" is the level of the nearest miss so far.
export function describeProgress(p) {
  if (!p || p.stage === 'started') return '';
  const reports = p.latest || [p.outer, p].filter(Boolean);
  const parts = [];
  for (const q of reports) {
    if (q.stage === 'puzzle') {
      if (q.total > 1) parts.push(`puzzle ${q.done + 1} of ${q.total}`);
    } else if (q.stage === 'best level') {
      parts.push(`best so far level ${q.done}`);
    } else if (q.stage !== 'started') {
      parts.push(`${q.stage} ${q.done}${q.total >= 0 ? ` of ${q.total}` : ''}`);
    }
  }
  return parts.join(' · ');
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
