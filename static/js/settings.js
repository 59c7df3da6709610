// The settings page's rate slider: shown only with JavaScript (without it, the pace
// buttons and the number field do everything), kept in step with the number field, and
// moving it picks "my own". htmx sends the form's rate as it moves and swaps the plot.
document.addEventListener("DOMContentLoaded", () => {
  const slider = document.getElementById("rate-slider");
  const exact = document.getElementById("id_percent");
  if (!slider || !exact) return;
  const presets = JSON.parse(slider.dataset.presets);
  const own = document.querySelector("input[name=preset][value=custom]");
  slider.hidden = false;
  slider.addEventListener("input", () => { exact.value = slider.value; own.checked = true; });
  exact.addEventListener("input", () => { slider.value = exact.value; own.checked = true; });
  document.querySelectorAll("input[name=preset]").forEach((radio) => {
    radio.addEventListener("change", () => {
      if (radio.value in presets) exact.value = slider.value = presets[radio.value];
    });
  });
});
