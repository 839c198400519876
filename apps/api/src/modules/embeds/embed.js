/* Oabat embeds, served as /embed.js. A host website writes
 *   <script src="https://oabat.example/embed.js" data-oabat-embed="jobs" data-region="passau" async></script>
 * and gets an iframe with the list (/embed/jobs or /embed/businesses) right after the tag, sized to its content:
 * the embedded page posts its height. Iframes of this platform that carry data-oabat-embed (the iframe
 * snippet) are sized as well. The host page's own URL parameters oabat_type, oabat_place, oabat_radius and
 * oabat_q override the snippet's, so the host can link to a filtered list. Plain ES5, no dependencies. */
/* global window, document, location */
(function () {
  'use strict';
  var MESSAGE = 'oabat:embed-height';
  var PARAMS = ['region', 'business', 'type', 'place', 'radius', 'q'];
  var HOST_PARAMS = ['type', 'place', 'radius', 'q'];
  var state = window.__oabatEmbed || (window.__oabatEmbed = { frames: [], listening: false });

  function track(frame) {
    for (var i = 0; i < state.frames.length; i++) if (state.frames[i].frame === frame) return;
    state.frames.push({ frame: frame, origin: new URL(frame.src, location.href).origin });
  }

  function mount(script) {
    if (script.getAttribute('data-oabat-done')) return;
    script.setAttribute('data-oabat-done', '1');
    var kind = script.getAttribute('data-oabat-embed') === 'businesses' ? 'businesses' : 'jobs';
    var url = new URL('/embed/' + kind, new URL(script.src, location.href).origin);
    PARAMS.forEach(function (name) {
      var value = script.getAttribute('data-' + name);
      if (value) url.searchParams.set(name, value);
    });
    var host = new URL(location.href).searchParams;
    HOST_PARAMS.forEach(function (name) {
      var value = host.get('oabat_' + name);
      if (value) url.searchParams.set(name, value);
    });
    var frame = document.createElement('iframe');
    frame.src = url.href;
    frame.title = script.getAttribute('data-title') || (kind === 'jobs' ? 'Stellen auf Oabat' : 'Betriebe auf Oabat');
    frame.setAttribute('data-oabat-embed', kind);
    frame.style.cssText = 'display:block;width:100%;height:600px;border:0;overflow:hidden';
    script.parentNode.insertBefore(frame, script.nextSibling);
    track(frame);
  }

  function scan() {
    var scripts = document.querySelectorAll('script[data-oabat-embed]');
    for (var i = 0; i < scripts.length; i++) if (scripts[i].src) mount(scripts[i]);
    var frames = document.querySelectorAll('iframe[data-oabat-embed]');
    for (var j = 0; j < frames.length; j++) track(frames[j]);
  }

  if (!state.listening) {
    state.listening = true;
    window.addEventListener('message', function (event) {
      var data = event.data;
      if (!data || data.type !== MESSAGE || typeof data.height !== 'number') return;
      for (var i = 0; i < state.frames.length; i++) {
        var f = state.frames[i];
        // Only the frame that sent it, and only from the platform it was loaded from.
        if (f.frame.contentWindow === event.source && f.origin === event.origin) {
          f.frame.style.height = Math.max(50, Math.min(20000, Math.ceil(data.height))) + 'px';
        }
      }
    });
  }
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', scan);
  scan();
})();
