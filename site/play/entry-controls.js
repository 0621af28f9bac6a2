// entry-controls.js — the entry-mode switch and the digit pad of the cell genres, built for a CellGame
// (cell-game.js), and the mode switch of Hashi (hashi-game.js). The genre modules call these from their
// buildControls, so the play page (main.js) and the widget (embed.js) offer the same modes: Normal,
// Corner, Centre, Not (negative marks), Colour and, for a Nurikabe Sudoku, Shade; for bridges, Bridge
// and No bridge, and a switch that colours connected groups.
import { symbol } from './cell-state.js';

const LABELS = {
  normal: ['Normal', 'Normal: digits (Z)'],
  corner: ['Corner', 'Corner marks (X, or Shift+digit)'],
  centre: ['Centre', 'Centre marks (C)'],
  negative: ['Not', 'Negative marks: "not this digit" (N)'],
  colour: ['Colour', 'Colours (V): a digit key picks one of nine'],
  shade: ['Shade', 'Shade the ocean (S): click or drag over cells'],
};

// A key of the pad or the mode switch acts when the finger (or mouse button) goes down, not on the
// click that follows: a quick tap right after a swipe over the board is often not turned into a click
// by the browser's gesture detection, and a digit must never be lost. A click without a press before it
// (the keyboard's Enter or Space, a screen reader) acts as usual.
export function button(text, attrs, onPress) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
  let pressed = false;
  b.addEventListener('pointerdown', (e) => {
    if (e.button !== 0 || b.disabled) return;
    e.preventDefault();      // keeps the focus (and the keyboard) on the board
    pressed = true;
    onPress();
  });
  b.addEventListener('click', () => {
    if (pressed) { pressed = false; return; }
    onPress();
  });
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
    + ', Delete erases (digits, then marks, then colours), Ctrl+Z / Ctrl+Y undo and redo. Drag to select several cells;'
    + ' double-click a digit to select every copy of it'
    + (model.shading ? '; in Shade mode click or drag to shade the ocean' : '') + '.';
}

const LINK_LABELS = {
  bridge: ['Bridge', 'Draw bridges: tap between two islands or drag from one to the other'],
  nobridge: ['No bridge', 'Mark a link that takes no bridge (or right-click it)'],
};

// Hashi's modes and the "colour groups" switch (a setting: `setSetting('groupColours', on)`).
export function buildLinkControls(modes, view, { announce = () => {}, settings, setSetting }) {
  const group = button('Colour groups', { 'data-setting': 'groupColours', 'aria-pressed': String(Boolean(settings().groupColours)),
    title: 'Give the islands joined by bridges one colour per group' }, () => {
    const on = !settings().groupColours;
    setSetting('groupColours', on);
    group.setAttribute('aria-pressed', String(on));
    announce(on ? 'Connected groups coloured' : 'Group colours off');
  });
  modes.replaceChildren(...view.modes.map((m) => button(LINK_LABELS[m][0],
    { 'data-mode': m, role: 'radio', 'aria-checked': String(m === view.mode), title: LINK_LABELS[m][1] },
    () => view.setMode(m))), group);
  modes.dataset.count = view.modes.length + 1;
  view.onModeChange = (mode) => {
    for (const b of modes.querySelectorAll('[data-mode]')) b.setAttribute('aria-checked', String(b.dataset.mode === mode));
    announce(`${LINK_LABELS[mode][0]} mode`);
  };
}
