// Sort the students table by a column; open the section a link points to.
(function () {
  "use strict";
  document.querySelectorAll("table.sortable").forEach(function (table) {
    var headers = table.querySelectorAll("thead th");
    headers.forEach(function (header, column) {
      header.tabIndex = 0;
      var sort = function () {
        var ascending = header.getAttribute("aria-sort") !== "ascending";
        headers.forEach(function (other) { other.removeAttribute("aria-sort"); });
        header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
        var numeric = header.dataset.type === "number";
        var body = table.tBodies[0];
        var rows = Array.prototype.slice.call(body.rows);
        rows.sort(function (a, b) {
          var x = a.cells[column].dataset.sort, y = b.cells[column].dataset.sort;
          var order = numeric ? Number(x) - Number(y) : x.localeCompare(y);
          return ascending ? order : -order;
        });
        rows.forEach(function (row) { body.appendChild(row); });
      };
      header.addEventListener("click", sort);
      header.addEventListener("keydown", function (event) {
        if (event.key === "Enter" || event.key === " ") { event.preventDefault(); sort(); }
      });
    });
  });
  function openTarget() {
    var id = decodeURIComponent(location.hash.slice(1));
    var target = id && document.getElementById(id);
    if (target && target.tagName === "DETAILS") {
      target.open = true;
      target.scrollIntoView();
    }
  }
  window.addEventListener("hashchange", openTarget);
  openTarget();
})();
