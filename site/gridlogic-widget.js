// gridlogic-widget.js — the embeddable puzzle for blogs: one <script> and one element,
//
//   <script src="https://…/gridlogic-widget.js"></script>
//   <gridlogic-puzzle genre="hashi" puzzle="https://puzz.link/p?hashi/7/7/…"></gridlogic-puzzle>
//   <gridlogic-puzzle genre="sudoku" size="9" difficulty="2"></gridlogic-puzzle>   (a new puzzle)
//   <gridlogic-puzzle src="https://puzz.link/p?suguru/…"></gridlogic-puzzle>         (genre from the link)
//
// A classic script (no type="module" needed) that defines the element. Each element draws into its own
// shadow DOM, so the host page's CSS cannot reach it, and loads the engine and the play code only when it
// scrolls into view (play/embed.js, by dynamic import from beside this file). Elements on one page share
// one engine worker and keep separate games, history and keys.
(function () {
  'use strict';
  if (customElements.get('gridlogic-puzzle')) return;
  const base = new URL('.', document.currentScript ? document.currentScript.src : location.href).href;

  class GridlogicPuzzle extends HTMLElement {
    static get observedAttributes() { return ['genre', 'puzzle', 'src', 'difficulty', 'size', 'islands', 'seed', 'theme', 'puzzle-title', 'author', 'rules']; }

    constructor() {
      super();
      this.attachShadow({ mode: 'open' });
      this.shadowRoot.innerHTML = '<style>:host{display:block;max-width:100%;min-height:4rem}'
        + '.wait{font:1rem system-ui,sans-serif;padding:1rem;border:1px dashed #999;border-radius:8px;color:#555}</style>'
        + '<p class="wait" part="placeholder">Loading the puzzle…</p>';
      this.mounted = null;
    }

    connectedCallback() {
      if (this.mounted || this.observer) return;
      // Lazy: nothing is fetched until the element is (nearly) on screen.
      const start = () => { if (this.observer) this.observer.disconnect(); this.observer = null; this.mount(); };
      if ('IntersectionObserver' in window) {
        this.observer = new IntersectionObserver((entries) => { if (entries.some((e) => e.isIntersecting)) start(); }, { rootMargin: '200px' });
        this.observer.observe(this);
      } else start();
    }

    disconnectedCallback() {
      if (this.observer) this.observer.disconnect();
      this.observer = null;
    }

    attributeChangedCallback() {
      if (this.mounted) { this.mounted = null; this.mount(); }
    }

    mount() {
      const options = {};
      for (const a of GridlogicPuzzle.observedAttributes) if (this.hasAttribute(a)) options[a] = this.getAttribute(a);
      this.mounted = import(base + 'play/embed.js')
        .then((m) => m.mount(this.shadowRoot, options, base))
        .catch((err) => {
          this.shadowRoot.querySelector('.wait, .gl-widget') && (this.shadowRoot.innerHTML = '');
          const p = document.createElement('p');
          p.className = 'wait';
          p.textContent = `gridlogic could not load: ${err.message}`;
          this.shadowRoot.appendChild(p);
        });
      return this.mounted;
    }
  }

  customElements.define('gridlogic-puzzle', GridlogicPuzzle);
})();
