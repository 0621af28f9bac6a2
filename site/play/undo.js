// undo.js — unlimited undo/redo as a list of immutable states (Tatham's midend: a move makes a new
// state; undo moves an index). Every change goes through push — digits, marks, reveal, solve, restart —
// so undo crosses all of them alike.
export class History {
  constructor(initial) {
    this.states = [initial];
    this.index = 0;
  }

  get current() {
    return this.states[this.index];
  }

  // Records `state` as the newest; drops the redo branch. Returns false when nothing changed.
  push(state) {
    if (state === this.current) return false;
    this.states.length = this.index + 1;
    this.states.push(state);
    this.index++;
    return true;
  }

  // Puts `state` in place of the newest, keeping the redo branch out (a run of keystrokes in one text
  // field is one step to undo, as a text editor makes it). Returns false when nothing changed.
  replace(state) {
    if (state === this.current) return false;
    this.states.length = this.index + 1;
    this.states[this.index] = state;
    return true;
  }

  canUndo() { return this.index > 0; }
  canRedo() { return this.index < this.states.length - 1; }

  undo() {
    if (this.canUndo()) this.index--;
    return this.current;
  }

  redo() {
    if (this.canRedo()) this.index++;
    return this.current;
  }
}
