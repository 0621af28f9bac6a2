// set-storage.js — the drafts of the setting page, kept in localStorage as they are edited (every
// change is saved, so nothing is lost on a reload or a closed tab), and which one was open last. A
// browser that refuses storage (private mode, quota) sets without it: the drafts then live as long as
// the tab. Each draft is its own entry, so a large one never makes the others fail to save.
const PREFIX = 'gridlogic:set:draft:';
const CURRENT = 'gridlogic:set:current';

function readJson(key) {
  try {
    const raw = localStorage.getItem(key);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

// The store the setting session (setter.js) uses; `memory` (tests) keeps everything in a Map instead.
export function draftStore({ memory = null } = {}) {
  const mem = memory || null;
  const get = (key) => (mem ? (mem.has(key) ? JSON.parse(mem.get(key)) : null) : readJson(key));
  const set = (key, value) => {
    const text = JSON.stringify(value);
    if (mem) { mem.set(key, text); return; }
    try { localStorage.setItem(key, text); } catch { /* storage full or refused */ }
  };
  const del = (key) => { if (mem) mem.delete(key); else try { localStorage.removeItem(key); } catch { /* as above */ } };
  const keys = () => {
    if (mem) return [...mem.keys()];
    const out = [];
    try { for (let i = 0; i < localStorage.length; i++) out.push(localStorage.key(i)); } catch { /* as above */ }
    return out;
  };
  let counter = 0;
  return {
    newId: () => `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`,
    current: () => { const c = get(CURRENT); return typeof c === 'string' ? c : ''; },
    setCurrent: (id) => set(CURRENT, id),
    load: (id) => { const e = get(PREFIX + id); return e && e.draft ? e.draft : null; },
    save: (id, draft) => set(PREFIX + id, { draft, saved: Date.now() }),
    remove: (id) => del(PREFIX + id),
    // Every draft kept, the most recent first: [{id, genre, title, size, saved}].
    list() {
      const out = [];
      for (const k of keys()) {
        if (!k || !k.startsWith(PREFIX)) continue;
        const e = get(k);
        if (!e || !e.draft) continue;
        const d = e.draft;
        out.push({ id: k.slice(PREFIX.length), genre: d.genre, title: (d.meta && d.meta.title) || '', size: d.n ? `${d.n}×${d.n}` : `${d.cols}×${d.rows}`, saved: e.saved || 0 });
      }
      return out.sort((a, b) => b.saved - a.saved);
    },
  };
}
