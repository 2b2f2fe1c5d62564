/* The search page only (every other page goes without it): its index is JSON (the suite's own text only), the
   first part in the page and the others in search-N.js files, each loaded by a script element (which works from
   file:// too) when a query has looked through every part before it and still has fewer than LIMIT hits; hits are
   written as text. */
(function () {
  "use strict";
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
  document.addEventListener("DOMContentLoaded", search);
})();
