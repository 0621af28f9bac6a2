// entry-controls.js — the entry-mode switch and the digit pad of the cell genres, built for a CellGame
// (cell-game.js). The play page (main.js) and the widget (embed.js) both use it, so both offer the same
// modes: Normal, Corner, Centre, Not (negative marks), Colour and, for a Nurikabe Sudoku, Shade.
import { symbol } from './cell-state.js';

const LABELS = {
  normal: ['Normal', 'Normal: digits (Z)'],
  corner: ['Corner', 'Corner marks (X, or Shift+digit)'],
  centre: ['Centre', 'Centre marks (C)'],
  negative: ['Not', 'Negative marks: "not this digit" (N)'],
  colour: ['Colour', 'Colours (V): a digit key picks one of nine'],
  shade: ['Shade', 'Shade the ocean (S): click or drag over cells'],
};

function button(text, attrs, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  b.addEventListener('click', onClick);
  return b;
}

// Fills `modes` (a radiogroup) and `pad` (a group) for `view`; `announce(text)` speaks a mode change.
export function buildEntryControls(modes, pad, view, model, announce = () => {}) {
  modes.replaceChildren(...view.modes.map((m) => button(LABELS[m][0],
    { 'data-mode': m, role: 'radio', 'aria-checked': String(m === view.mode), title: LABELS[m][1] },
    () => view.setMode(m))));
  modes.dataset.count = view.modes.length;

  const keys = [];
  for (let d = 1; d <= model.maxValue; d++)
    keys.push(button(symbol(d), { 'data-value': d, 'aria-label': `Enter ${symbol(d)}` }, () => view.input(d)));
  keys.push(button('⌫', { class: 'erase', 'aria-label': 'Erase' }, () => view.erase()));
  pad.replaceChildren(...keys);
  pad.style.setProperty('--pad-cols', model.maxValue <= 9 ? 3 : model.maxValue <= 16 ? 4 : 5);
  // On a phone the keys wrap into rows of at most 7, so each stays at least 44 px wide (a touch target).
  const rows = Math.ceil(keys.length / 7);
  pad.style.setProperty('--pad-cols-narrow', Math.ceil(keys.length / rows));
  pad.dataset.mode = view.mode;

  view.onModeChange = (mode) => {
    for (const b of modes.children) b.setAttribute('aria-checked', String(b.dataset.mode === mode));
    pad.dataset.mode = mode;
    // In colour mode the pad's first nine keys are swatches; the others have no colour.
    for (const b of pad.children) {
      const d = Number(b.dataset.value);
      b.disabled = mode === 'colour' && d > 9;
      b.setAttribute('aria-label', b.classList.contains('erase') ? 'Erase'
        : mode === 'colour' ? `Colour ${d}` : mode === 'shade' ? 'Shade or clear the selected cells'
          : `${mode === 'normal' ? 'Enter' : mode === 'negative' ? 'Mark not' : `${mode[0].toUpperCase()}${mode.slice(1)} mark`} ${symbol(d)}`);
    }
    announce(`${LABELS[mode][0]} mode`);
  };
}

// The key help for the cell genres, shared by the page and the widget.
export function cellKeysHelp(model) {
  const letters = model.maxValue <= 9;
  return 'Keys: arrows move (Shift/Ctrl+arrow adds to the selection), digits fill'
    + (letters ? '' : ' (letters A… for 10 and up)')
    + ', Shift+digit makes a corner mark, Space switches mode'
    + (letters ? ' (or Z normal, X corner, C centre, N not, V colour' + (model.shading ? ', S shade' : '') + ')' : '')
    + ', Delete erases (digits, then marks, then colours), Ctrl+Z / Ctrl+Y undo and redo. Drag to select several cells'
    + (model.shading ? '; in Shade mode click or drag to shade the ocean' : '') + '.';
}
