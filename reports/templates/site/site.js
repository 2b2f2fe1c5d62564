/* Filtering in the page: one generated CSS rule hides the rows that don't match, so the DOM is never
   re-rendered. Row classes: c<card>, r<rule>, e<engine>-<status>, any-<status>; headers carry data-h,
   the class a shown row must have for the header to stay. Filters live in the URL's hash. */
(function () {
  "use strict";
  var style = document.createElement("style");
  document.head.appendChild(style);
  var ids = ["status", "card", "rule", "engine"];
  function el(name) { return document.getElementById("f-" + name); }
  function value(name) { var e = el(name); return e ? e.value : ""; }
  function apply() {
    var card = value("card"), rule = value("rule"), eng = value("engine"), st = value("status");
    var sel = "";
    if (card) sel += "." + card;
    if (rule) sel += "." + rule;
    if (st) sel += "." + (eng || "any") + "-" + st;
    var css = "";
    if (sel) css += ".row:not(" + sel + "){display:none}";
    if (eng) css += ".ec:not(." + eng + "){display:none}.matrix{--cols:1 !important}";
    style.textContent = css;
    var shown = document.querySelectorAll(".row" + sel);
    var have = new Set();
    for (var i = 0; i < shown.length; i++) {
      var h = shown[i].getAttribute("data-g");
      if (h) { var parts = h.split(" "); for (var j = 0; j < parts.length; j++) have.add(parts[j]); }
    }
    var heads = document.querySelectorAll("[data-h]");
    for (var k = 0; k < heads.length; k++) heads[k].hidden = sel !== "" && !have.has(heads[k].getAttribute("data-h"));
    var count = document.getElementById("count");
    if (count) count.textContent = shown.length;
    var state = ids.filter(function (n) { return value(n); }).map(function (n) { return n + "=" + value(n); });
    if (ids.some(function (n) { return el(n); }))  // a page with filters keeps them in its URL
      history.replaceState(null, "", state.length ? "#" + state.join("&") : location.pathname);
  }
  function restore() {
    location.hash.slice(1).split("&").forEach(function (kv) {
      var p = kv.split("="), e = el(p[0]);
      if (e && p.length === 2 && e.querySelector('option[value="' + CSS.escape(p[1]) + '"]')) e.value = p[1];
    });
  }
  /* The search page: its index is JSON (the suite's own text only), the first part in the page and the others in
     search-N.js files, each loaded by a script element (which works from file:// too) when a query has looked
     through every part before it and still has fewer than LIMIT hits; hits are written as text. */
  function search() {
    var data = document.getElementById("search-data"), q = document.getElementById("q");
    if (!data || !q) return;
    var LIMIT = 500;
    var files = (data.getAttribute("data-parts") || "").split(" ").filter(Boolean);  // parts 2, 3, ...
    var parts = [prepare(JSON.parse(data.textContent))];  // parts[k]: part k + 1, once loaded
    var requested = {}, failed = {};
    function prepare(entries) {
      return {entries: entries, hay: entries.map(function (e) { return (e[1] + " " + e[2]).toLowerCase(); })};
    }
    window.rulingsSearchPart = function (n, entries) {
      if (n >= 2 && n <= files.length + 1 && !parts[n - 1]) { parts[n - 1] = prepare(entries); run(); }
    };
    function load(n) {
      if (requested[n]) return;
      requested[n] = true;
      var s = document.createElement("script");
      s.src = files[n - 2];
      s.onerror = function () { failed[n] = true; run(); };
      document.head.appendChild(s);
    }
    var list = document.getElementById("results"), hits = document.getElementById("hits");
    var status = document.getElementById("search-status");
    function run() {
      var words = q.value.toLowerCase().split(/\s+/).filter(Boolean);
      list.textContent = "";
      var n = 0, total = files.length + 1, k = 0, waiting = "";
      if (words.length) {
        for (k = 0; k < total && n < LIMIT; k++) {
          var part = parts[k];
          if (!part) {
            if (failed[k + 1]) { waiting = "part " + (k + 1) + " of the index (" + files[k - 1] + ") could not be loaded"; break; }
            load(k + 1);
            waiting = "searching part " + (k + 1) + " of " + total + "...";
            break;  // run() again when it arrives
          }
          for (var i = 0; i < part.entries.length && n < LIMIT; i++) {
            if (!words.every(function (w) { return part.hay[i].indexOf(w) >= 0; })) continue;
            var e = part.entries[i];
            var li = document.createElement("li"), a = document.createElement("a"), kind = document.createElement("span");
            kind.className = "meta"; kind.textContent = e[0] + " ";
            a.href = e[3]; a.textContent = e[1];
            li.appendChild(kind); li.appendChild(a);
            if (e[2]) { var t = document.createElement("div"); t.className = "meta"; t.textContent = e[2].slice(0, 240); li.appendChild(t); }
            list.appendChild(li);
            n++;
          }
        }
      }
      hits.textContent = n;
      status.textContent = waiting;
      list.setAttribute("data-done", waiting && !/could not/.test(waiting) ? "0" : "1");
      history.replaceState(null, "", q.value ? "#q=" + encodeURIComponent(q.value) : location.pathname);
    }
    var m = location.hash.match(/^#q=(.*)$/);
    if (m) q.value = decodeURIComponent(m[1]);
    q.addEventListener("input", run);
    run();
  }
  document.addEventListener("DOMContentLoaded", function () {
    ids.forEach(function (n) { var e = el(n); if (e) e.addEventListener("change", apply); });
    var reset = document.getElementById("f-reset");
    if (reset) reset.addEventListener("click", function () {
      ids.forEach(function (n) { var e = el(n); if (e) e.value = ""; });
      apply();
    });
    restore();
    apply();
    search();
    document.body.setAttribute("data-ready", "1");
  });
})();
