// The most JavaScript (gzip, counted as bench/client-size.ts counts it) a visitor's first screen may
// need: CI fails above it (scripts/check-client-size.ts), so new features cannot quietly grow the
// first load. Lower it whenever the first load shrinks; raise it only with a reason in the commit.
// 120,500 → 121,400: item pages at real paths (issue "Pages worth sharing"): the browser router and old hash
// links moved to their paths, also when followed after load; Back waits for a list to grow back to the
// place it was left; the calendar icon of the shared icon set (+0.9 kB in all).
// 121,400 → 122,700: the shop (issue "Commerce"): the header's cart link with its count on every screen,
// Add to Cart and "Only N left" / "Sold out" on the product cards (+1.2 kB); the cart, checkout and order
// screens and the product page's size picker load apart (`shop-pages`, `item-pages`).
// 122,700 → 122,800: event tickets (issue "Event tickets"): the event page's ticket list loads with the
// item pages; what remains in the first load is the screens' reference to it (+40 bytes measured).
// 122,800 → 123,100: buying tickets (issue "Event tickets"): My tickets and the door's two screens in the
// route table with their paths, Get Tickets on the cards as a link to the event's tickets, and the scroll
// restoration waiting for the element a #hash names (+0.3 kB measured, 123,089 bytes); the picker, the
// seats' cart requests, the tickets and the door load apart (`item-pages`, `shop-pages`).
// 123,100 → 123,400: a forgotten password (issue "Mail, account recovery"): "Forgot password?" under the
// sign-in forms' password, the two screens in the route table and the provider's reset (+0.2 kB measured, 123,301 bytes);
// the forgot and reset screens themselves load apart (`account-pages`).
// 123,400 → 123,800: confirming an address (the same issue): the quiet "Please confirm your e-mail
// address" line under the header with its "Send it again", the Account Settings link on the profile and
// two more screens in the route table (+0.5 kB measured, 123,781 bytes); the confirmation and account
// screens load apart (`account-pages`).
// 123,800 → 124,100: notifications (the same issue): the header's bell with its unread count, asked every
// minute while a member is signed in, and the screen in the route table (+0.3 kB measured, 124,080 bytes);
// the notifications screen loads apart (`account-pages`).
// 124,100 → 124,300: the account forms' fields, the header's counted icons and "Please Sign In" written once
// each and shared (EmailField, NewPasswordField, HeaderIconLink, PleaseSignIn) rather than copied into the
// screens that load apart: the shared ones load first (+0.2 kB measured, 124,259 bytes).
// 124,300 → 124,400: Back's place read again at the click or key that leaves a screen (a scroll event can
// come after it on a busy phone) and a longer wait for the list to grow back (+8 bytes measured, 124,307).
// 124,400 → 124,500: deleting an account (a member's data, NDPA and GDPR) ends on the home page
// under a notice carried in the history entry: the layout's check for one (+0.14 kB measured, 124,446
// bytes); the notice itself, the data download and the deletion form load apart.
// 124,500 → 125,500: @mentions (issue "Mail, account recovery"): the community editors' text boxes follow an
// @handle as it is typed (an ARIA combobox), the profile edits the handle and shows it, and the unsubscribe
// screen is in the route table (+0.9 kB measured, 125,418 bytes); the suggestion list loads with the first
// @ typed (`mention-suggestions`), the unsubscribe screen with the account's (`account-pages`). The editors
// are screens' code today: loading them apart is the first-load work of issue "Light on data".
// 125,500 kept through issue 32: the footer's Subscribe sends and says the server's answer, its four About
// links lead to their pages; Report on every post and reply, the honeypot field of join, new posts and
// replies, a suspended member's message at sign-in; sign-in that returns you and the focus moved to each
// new screen's heading; the new screens in the route table. The footer's pages and the newsletter's links
// (`site-pages`), a member's profile (`member-pages`), a discussion's page (`post-page`), the report dialog
// (`report-dialog`) and the sign-in and join screens (`account-pages`) load apart, which more than pays
// for the rest (125,085 bytes measured).
// 125,500 → 126,700: the lists' filters (issue item 9): a filter bar on the four list screens (their selects,
// price fields and In stock only, the address ↔ filters mapping, the filter choices' request, the empty and
// refused states with Clear filters) and the scroll restorer keeping the place on a filter change
// (+1.6 kB measured, 126,688 bytes). The lists are first screens, so their bar loads with them.
// 126,700 → 128,500: touch and failure (issue 32, item 10): the lists' and the home screen's card-shaped
// placeholders while loading and the home screen's failure with Try again (+0.4 kB); search (issue 33): the
// header's search box, an ARIA combobox, and the phone's Open search button with its panel, on every
// screen, with what a box and its suggestion list share, written once for search and @mentions
// (+1.3 kB; 128,412 bytes measured). The suggestions and the results screen load apart (`search`).
// 128,500 → 126,200: issue "Light on data": the offline notice's saved time, the worker's registration at the
// next navigation and Save-Data's check join the first load (+0.8 kB; workbox-window and the warm-up load
// apart), and a member's own profile (`profile-page`) and the new post's form (`post-editor`) leave it
// (-3.1 kB): 126,071 bytes measured.
// 126,200 → 127,100: responsive images: the one picture component every upload is shown with (<picture>
// with AVIF and WebP sources, the JPEG srcset, the placeholder until it loads), its srcset builder and the
// copies' naming shared with the server (+1.0 kB; 127,040 bytes measured). ThumbHash's decoder (1.2 kB gzip)
// loads apart (`thumbhash`), asked for as the app starts.
// 127,100 → 117,900: the first screens' chunk (`screens`) holds only what the home page and the catalogue's
// four lists import, found from the module graph at build time (vite.config.ts): the community's hub and
// forums (`community-screens`) and the dialogs, form parts and avatars other screens share
// (`screen-parts`) load apart (-9.2 kB; 117,821 bytes measured).
// 117,900 → 95,400: React 18 instead of 19 (docs/decisions/011-react-18.md): its renderer is 23 kB smaller
// (95,350 bytes measured, with the banner and the three forwardRefs it needed). The target of issue "Light on data" is 100,000.
// 95,400 → 95,500: the API addresses a page's HTML preloads, spelled once for the server and the client
// (shared/api-paths.ts): the module sits with the home page, which uses it, in the first screens' chunk
// (+92 bytes; 95,442 bytes measured). It took a thread's Largest Contentful Paint from 2.9 to 2.3 s.
export const VISITOR_FIRST_LOAD_JS_GZIP_BUDGET = 95_500;
