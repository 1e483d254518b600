// The header's behaviour in the browser, as one bundle (loaded after the page by header-scripts.ts): its menus
// and the search box's results.
import '../features/public-shell/header-menus.ts';
import '../features/search/search-box.ts';
