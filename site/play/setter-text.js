// setter-text.js — a setter's title, name and rules for a puzzle whose form carries none (a Sudoku line,
// a puzz.link link): the setting page's share link gives them as `title`, `author` and `rules` beside
// `p`, its snippet as the widget's `puzzle-title`, `author` and `rules` attributes. They only ever
// become text on the page (textContent), never markup, and are cut to the lengths the setting page
// allows.
const LIMITS = { title: 80, author: 60, ruleset: 600 };

// Sets model.title, .author and .ruleset from the text given, and keeps what it used as
// model.setterText ({title, author, rules}, only those given), for the links the page makes again.
export function applySetterText(model, { title, author, rules } = {}) {
  const clean = (text, max) => String(text || '').replace(/[\u0000-\u0009\u000b-\u001f\u007f]/g, ' ').trim().slice(0, max);
  const used = {};
  if (clean(title, LIMITS.title)) model.title = used.title = clean(title, LIMITS.title);
  if (clean(author, LIMITS.author)) model.author = used.author = clean(author, LIMITS.author);
  if (clean(rules, LIMITS.ruleset)) model.ruleset = used.rules = clean(rules, LIMITS.ruleset);
  model.setterText = used;
  return model;
}
