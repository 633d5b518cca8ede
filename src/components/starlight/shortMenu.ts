/**
 * Starlight's sidebar is a popover (the menu button opens it) below 50em wide, and a column from
 * 50em. On a short landscape screen (a phone held sideways, 50em wide or more and at most 30em
 * tall) the site folds that column behind the menu button too (src/styles/site.css), so the pane
 * stays a popover there. Starlight's own element sets `popover` from the width alone, on creation
 * and when the width crosses 50em; this runs after it (its media query listeners were added first,
 * so at a rotation they run before these) and says the last word.
 */
const popoverMenu = matchMedia('(max-width: 49.99em), (max-height: 30em)');

function sync() {
	const pane = document.getElementById('starlight__sidebar');
	if (!pane) return;
	const want = popoverMenu.matches ? 'auto' : null;
	if (pane.popover !== want) pane.popover = want;
}

void customElements.whenDefined('sl-sidebar-pane').then(() => {
	sync();
	popoverMenu.addEventListener('change', sync);
	matchMedia('(min-width: 50em)').addEventListener('change', sync);
});
