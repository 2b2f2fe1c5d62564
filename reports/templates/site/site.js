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
  document.addEventListener("DOMContentLoaded", function () {
    ids.forEach(function (n) { var e = el(n); if (e) e.addEventListener("change", apply); });
    var reset = document.getElementById("f-reset");
    if (reset) reset.addEventListener("click", function () {
      ids.forEach(function (n) { var e = el(n); if (e) e.value = ""; });
      apply();
    });
    restore();
    apply();
    document.body.setAttribute("data-ready", "1");
  });
})();
