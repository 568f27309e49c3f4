// Bundle budgets, checked in CI after the build (`npm run size`). Sizes are stable where times
// are not, so CI checks these and the benchmark (`npm run bench`) keeps the timings.
// Which files a screen loads comes from Vite's manifest: the entry with its static imports, plus
// each route chunk the screen needs with theirs. A budget is the size today plus a small margin:
// lower it when a change makes a screen lighter; never raise it to let a new screen in. (Raised
// twice for the same bytes moving off the first screen: by ~6 kB each when the other resources'
// schemas left it for the shared `api` chunk, and by ~24 kB each when Mantine's machinery, theme
// and common components left it for the shared `mantine` chunk (src/components/plain), loaded once
// by whichever screen comes second.) Raised a third time, by 0.5 kB on five screens and 1.5 on
// the action builder, when dialogs began to load on first opening (src/components/lazy-dialog):
// their Modal stack and form kit left the pages that only open them (−8 to −71 kB: the action,
// contract, project, organisation and destination pages, four lists), and the chunks those
// pages had shared with the screens that keep them came apart into more files (Floating UI out
// of ScrollArea's chunk, the action form's modules out of ContractSummary's). The detector form
// went 140.48 → 140.50 kB with the next change, which touched no module of its own: the shared
// chunks' boundaries move when any screen's imports change, so it has 0.5 kB again. And six
// screens +0.5 kB (the builder +1) when a review found the lazy dialogs' first opening without
// its transition and the focus not given back on closing, and a script's focus lost when it
// became the editor: lazyDialog and LazyCodeEditor carry the ~0.3 kB that mends them. Raised a
// fourth time, by 0.5-5 kB on most screens, for fewer files: the small modules eight or more
// screens share joined the `shared` chunk, the resources' query options one `queries` chunk and
// the small rules the demo loads the `api` chunk (vite.config.ts). The screens load 43% fewer
// files (the action page 41 → 19, Lighthouse mobile 0.67-0.72 → 0.79 in A/B pairs); the first
// screen's and the demo's fell (152.46 → 151.26 kB, 84.86 → 84.37: shorter preload lists).
// Then +0.1-0.5 kB on the chart screens and the contracts list and settings: charts draw when
// near the screen (ChartFigure, with `useNearViewport` now in the shared chunk), which took the
// usage dashboard's mobile blocking time from ~480 to ~220 ms. The demo back to 85 kB: V8's
// compile hint at the top of each of its files (scripts/compile-hints.ts), ~30 bytes apiece.
// The first screen +0.1 kB and the action page +0.5: a table's least width follows the columns
// it shows at each breakpoint (minWidths in DataTable.tsx), where each screen named one number
// and five tables scrolled sideways at 1024 px. The usage dashboard 80.5 → 49.5: its zone
// picker's Mantine Select (with Popover, Floating UI, ScrollArea) loads on first use. Then
// +0.5 kB on most screens (the demo +1.5): the endpoint table, which every screen's shared `api`
// chunk carries, gained the real service's confirmed endpoints (a contract with its ABI, a
// contract's histogram, API keys, schema delete) and trigger alerts their action bindings; the
// demo's mock answers all of them. The first screen 151.6 → 152.5 kB when it began to count the
// head's classic script (0.9 kB): the theme's (always there, 0.3 kB, never counted) joined by
// the boot preloads (scripts/boot-preload.ts), which ask for the demo's modules, a deep link's
// styles and screen beside the entry (deep links: first paint −0.7 s, LCP −0.15-0.3 s).
// The action builder +0.5 (156 → 156.5) and settings +0.5 (120.5 → 121), a few bytes over: the
// form kit's fields learned when a row's error shows (src/components/form/shown-errors.ts: a row
// just added was flagged before it was touched, in every list of every form).
// The demo 86.5 → 99 kB when its service moved into a worker of its own (mocks/service-thread.ts):
// a worker is a bundle apart, so it carries its own copy of zod, the endpoint table and the
// schemas the page also loads (+12.5 kB). Its code downloads from the head's first script and
// compiles and runs beside the console's, off the page's main thread (first row at 4× −11-13%
// in interleaved A/B runs, level at 1×); live mode loads none of it.
// The first screen 152.5 → 152.4 kB: the bucket limits and axis steps left intervals.ts, whose
// every export rode in the entry because the URL schemas use its parsing (-0.1 kB net of the
// lists' Updated column showing the day, with its own date format).
// The first screen 152.4 → 152.5 kB and the demo 99 → 99.1 with no byte of code: the entry names
// the other chunks by their content hashes (its imports, its preload map), and any change
// anywhere renames them; the same entry, identical but for those names, gzips 152.38-152.42 kB
// (the demo's thread names its own lazy chunks the same way). The user page 51.5 → 51.6:
// the users list edits from its rows, so the edit dialog's loader (with its preload list) is the
// list's and the user page's shared module (+0.14 kB). The alert feed 122.5 → 123: its drawer
// names the schema by title, its query's completions close on Enter, its chart ticks each day
// (+0.26 kB, a walkthrough's findings). Then four screens −7 to −13 kB: an address shown short
// no longer loads the address checksum libraries (shortAddress left src/api/rules/address.ts):
// contracts list 100.5 → 88, action page 74 → 67, alert feed 123 → 110.5, scores 113.5 → 101.5;
// the user page 51.7 and the detector form 142.6 (their shared chunks' hash noise, 9-11 B over).
// The first screen 152.5 → 152.6 kB: in live mode the head's script sends the first screen's
// request beside the entry's download, and the console takes its answer (src/api/early-request.ts,
// +0.1 kB in the entry); the head's scripts, minified since, paid for their part of it.
// Then the first screen 152.6 → 152.7 and the detector form 142.6 → 142.7: at 152.58 and 142.56
// they sat within the chunk-hash noise (±0.04 kB, above) of their budgets, 20 and 40 B under.
// The demo 99.1 → 99.2 kB: the seed's amount formatter is made on first use (mocks/db/seed/
// alerts.ts, +33 B), which took ICU's number data (~15 ms) off the demo service's start.
// Nineteenth session: the contracts list 88 → 84.5 kB, AddressText's hints now the browser's title
// (Tooltip's Floating UI no longer loads for an address); the action page 67 → 67.5 (its contract
// and wallet addresses copy and open in the explorer, its delete says so: +0.9 kB), the action
// builder 157 → 157.5 (the same summary under its target, the Solidity errors' bounds in words)
// and the user page 51.7 → 52 (each role says what it may do in the role picker).
// Then the first screen 152.7 → 152.8 kB: the first table's fold (its first frame draws the rows
// past the window's height plain, +60 B) and ScrollRegion's tall variant (+20 B) left it 20 B
// under, inside the chunk-hash noise; the user page 52 → 52.1 for the same reason (an organisation's
// delete names its users: the users' query and names, 20 B under).
// Twentieth session: the trigger form 145 → 145.1 kB, 2 B over: the form kit's messages import
// the one `capitalise` (src/lib/words.ts, in the shared chunk) where they had their own copy.
// The alert feed 110.5 → 111 kB: its drawer names a trigger alert's type in words ("Failed
// transactions", the trigger types' labels, +0.2 kB) where it showed the stored code alone.
// Twenty-first session: the first screen 152.8 → 152.9 kB, 42 B over: the head's script starts
// the Intl thread (+38 B; scripts/boot-snippets.ts) and the date formats' options are one
// function both it and the page read (+60 B in the entry). It takes ICU's data load, ~40-50 ms of
// the main thread at 1x and ~200 at 4x, off the first render (docs/performance.md).
// The usage dashboard 50 → 50.2 kB (+111 B): its query is a search form laid out as the alert
// feed's (the service's error over the box) and a refused query says so where the results were.
// Then 50.2 → 50.3 kB (+90 B): the two query boxes share their form and input settings
// (src/components/query/QueryForm.tsx, a chunk of 1.2 kB raw beside the alert feed's and usage's).
// Then 50.3 → 50.5 kB (+144 B): a refused query is worded as on the alert feed ("Invalid query:
// …", src/lib/query-refusal.ts, in that chunk), where usage had its own wording.
// Twenty-second session: 50.5 → 50.7 kB (+84 B): a range with nothing counted says so where the
// chart drew a bare 0-4 axis (EmptyResult, already in the entry; the words are the bytes).
// The demo 99.2 → 99.4 kB (+143 B, its thread, not the page): seeded alerts on Bitcoin, Tron and
// Solana carry their chain's transaction ids and block heights (mocks/db/seed/alert-sources.ts).
// The trigger form 145.1 → 145.2 kB (+15 B over): an ERC-20 trigger's decimals follow its token
// (an effect where a blur handler never ran) and an unreadable amount says so. Then 145.3: the
// shared chunks' hash noise (9 B over) after the skip link and the tag box's clearing.
// The first screen 152.8 → 152.88 kB of its 152.9 (not raised): the shell's "Skip to content"
// link (the first Tab stop) and the tag box dropping its filter once emptied.
// The action builder 157.5 → 157.6 kB (+14 B over): the editor's discard question says "they
// will be lost" of the edits it names (FormModal).
// Scores 101.5 → 102 kB (+285 B): a score record names a trigger's type in words with its code,
// as the alert drawer does (one SchemaOrType, src/components, with the trigger types' names).
// Settings 121 → 121.1 kB (+14 B over): "Back to the demo" beside "Sign out" in live mode.
// The alert feed 111 → 111.1 kB (+15 B over): the drawer's SchemaOrType now shared with scores
// (its own module) and the delete dialog's focus for the typed name, in their shared chunks.
// Twenty-third session, fewer files per screen (scripts/chunk-groups.ts): modules that load
// together became one chunk per kind (select, modal, form, networks, ox, abi, actions) and seven
// CSS modules of one or two declarations became inline styles (src/components/inline-styles.ts):
// the 43 screens after the first load 14.4 files on average where they loaded 19.3 (the action
// page 23 -> 12), for +1.3 kB on average. Raised: the contract page 64.5 -> 66.5 kB (the network
// badge rides with the network names it used alone, +2 kB) and scores 102 -> 102.8 (the modal
// chunk carries Mantine's Modal beside the ModalBase its drawer uses, +0.7). Lowered: the action
// page 67.5 -> 66, the trigger form 145.3 -> 144.8, the detector form 142.7 -> 142.2, settings
// 121.1 -> 119.8, the user page 52.1 -> 51.5. The alert feed 111.1 -> 111.3: a severity's label
// and a transaction hash are one chunk (the action page's runs, the runs list and scores show
// both), and the feed shows only the hash (+0.3 kB, a request fewer on the three others).
// Then every screen after the first −2.4 kB (budgets lowered by as much): the `shared` chunk no
// longer carries Mantine's hooks that only an on-demand part uses (the notification area's
// swipe, Collapse's, the alert drawer's keys: SHARED_EXCEPT in scripts/chunk-groups.ts), and
// the screens without a popover −1.9 kB more: Mantine's floating helpers (arrow, context menu,
// hover delay, long press) ride with Popover, not in `shared` (contract page 62.4, action page
// 61.5, usage 46.5, project page 45.9, user page 47.3). Then usage 46.5 -> 46.9: Mantine's theme
// and the notifications store, which every screen after the first loads on its own (src/lib/
// styles.ts, App), joined the `shared` chunk with the list rows' pause toggle (a file each
// fewer; usage counts them now, +0.2 kB it loaded before too), and the query options the `api`
// chunk (the same 38 screens loaded both).
// The detector form 140.5 -> 140.6 kB (+0.2 kB, 30 B under): a new detector's native decimals
// start from its network's coin and follow another contract picked before they are edited.
// Twenty-fourth session: the detector configuration's rules left the `api` chunk (vite.config.ts),
// where every screen that loads it carried them for the detector form alone: −1 kB on 13 of the
// 15 screens below, budgets lowered by as much. Raised: the demo 99.4 -> 99.6 kB and the detector
// form 140.6 -> 140.7 (a config value that does not match its pattern is told what it must look
// like, in the rules the form and the mock share: the catalogue's patterns in words), usage
// 46.9 -> 47.3 (a query's groups are checked in its box before it is sent: src/lib/query-groups;
// a change of ten times or more reads as a multiple). Then the demo 99.6 -> 99.7: 1 B over after
// the connect page's try of a key on this origin passed the demo's mock (src/api/http.ts).
// Then +0.1 kB on the contracts list, the action builder, the project page, destinations and
// settings (each 10-50 B over): ProjectLink, in their shared chunk, names a project past the
// picker's first thousand by its own query (the contracts list read "Project 102").
// Twenty-fifth session: usage 47.3 -> 47.5 kB (a preset of N intervals draws N buckets and the
// period before is as many buckets just before: shiftBucket, src/components/usage/usage-range.ts);
// the detector form 140.7 -> 140.9 (a refused item of a list is marked on its own pill).
// Then the action builder 154.5 -> 155.3, the detector form 140.9 -> 141.2, the trigger form
// 141.6 -> 141.9, settings 116.6 -> 117.5 and the demo 99.7 -> 100.4: the form kit focuses the
// first refused field in the page's order after a refused submit (src/components/form/
// first-error-focus.ts); the script check, now one for the console and the mock (the mock's
// thread had its own looser copy), refuses two operators in a row (its operator table, ~0.5 kB);
// a typed image URL is loaded once it rests (src/components/UrlImage.tsx and one LogoPreview
// where there were two: settings loads them as two small shared files).
// Then +0.1 kB on the detectors list, the detector form, scores and settings (3-28 B over): an
// unknown address inside the console is said in the shell (src/routes/_app/$.tsx), a row of the
// route table every screen's entry carries (the first screen +57 B, 152.48 -> 152.54, under its
// budget). The user page 46.6 -> 46.7 (9 B over) and the first screen 152.54 -> 152.61 (under
// its budget): after a save or delete that leads to another page, that page takes the focus
// (src/features/shell/AppLayout.tsx), where it fell to the document's start.
// The demo 100.4 -> 100.8 and the detector form 141.3 -> 141.6: the catalogue's other patterns
// in words (a condition, a schedule, a domain, a function signature, a list of words), for the
// form's and the mock's messages and the schema page (src/api/rules/pattern-words.ts).
// Then +0.1 kB on ten screens and the demo (22-100 B over): the destination rules, which ride
// in the shared `api` chunk, gained a Slack webhook's rule (slackUriProblem) and a header name's
// words, and the detector form an emptied field's default placeholder. The contracts list and
// scores +0.1 (3-17 B over): the contract form's note of an address the tenant already has
// (ExistingAddressNote), in a chunk the list shares with the form.
// Usage 47.5 -> 47.8 and the alert feed 109.4 -> 109.6: a query naming a field the events do
// not have is said under the box (queryFieldNames in src/lib/query-groups.ts, which both boxes
// load); the detectors list, the trigger form and the user page +0.1 (6-12 B over, renames).
// The alert feed 109.6 -> 109.7: its box says the same of a field the alerts do not have.
// Then the review's mends: usage 47.8 -> 47.9 (the period before counted once per range, 7 B
// over) and the alert feed 109.7 -> 109.8 (1 B over: the renamed chunks).
// Twenty-sixth session: the error summary's lines are links to their fields (Mantine's Anchor and
// focusField in the form kit): the action builder 155.4 -> 155.8, the trigger form 142.1 ->
// 142.3, settings 117.7 -> 118.0 (6 B over after a rename), the alert feed 109.8 -> 110.2. The detector form 141.8 -> 144.0:
// a contract call's function is offered from the contract's read functions (Mantine's
// Autocomplete 1.2 kB, src/features/detectors/FunctionInput.tsx; the ABI tooling loads on
// demand, after the form; the chosen function's parameters said under it). The contract page 61.9 -> 62.1 and the action page 60.6 -> 60.7: the
// callable functions and a call's signature moved into src/lib/abi.ts, the `abi` chunk.
// Then the action builder 155.8 -> 156.1: a restored draft empties a wallet or contract deleted
// since and says so, and the review says when the request is not ready to send (the builder's
// request rules run for it).
// Then a manual run's transaction is mined in the mock a few seconds later, and the executions
// lists ask again while one is pending: the demo 100.9 -> 101.0 (the mock's settling), the
// contract page 62.1 -> 62.2 and the action page 60.7 -> 60.8 (the executions query's poll, in the
// shared `api` chunk), scores 99.7 -> 99.9 (the execution result badge joined the chunk of a
// chain event's parts, which scores shares; the alert drawer shows it too).
// Then every page's title (usePageTitle in src/lib/page-title.ts: it was "Vigil" on every page)
// and the shell's route announcer (a polite live region says which page opened): the first
// screen 152.67 -> 152.89 kB, its budget 152.9 -> 153.0; +0.1 on the action builder, the detector
// and trigger forms, the alert feed and the destinations list (1-22 B over: DetailHeader's call).
// Then focus that falls to the document when its element goes (a deleted row's button, a pager's
// "next" turned disabled) is given back to the page (useFocusRescue in the shell): the first
// screen 152.89 -> 153.02 kB (149.4 KiB), its budget 153.0 -> 153.1; the project page 45.3 ->
// 45.4 (6 B over, a rename).
// Then the detector form 144.1 -> 144.2 and settings 118.0 -> 118.1 (16-18 B over): the error
// summary's links find a field of several controls by its wrapper (data-field). The action
// builder 156.2 -> 156.3 (4 B over: a rename).
// Then the alert feed 110.3 -> 110.5: its bars also as a table whose rows narrow the feed (the
// chart's click, for the keyboard and screen readers), the table loaded only when chosen
// (src/features/alerts/AlertBarsTable.tsx); the trigger form 142.4 -> 142.5 (7 B over, a rename).
// Twenty-seventh session (fixes from a new user's walkthrough): the first screen 153.07 -> 153.09
// kB (the 'grant-admin' rule beside the others in roles.ts; its picker helper stays with the users
// screens), under its budget. Raised by 0.1-0.3 kB, 10-229 B over each: the alert feed 110.5 ->
// 110.8 (a severity it never has said to match nothing, src/lib/query-values.ts, its own module
// so that the usage boxes do not carry it), the action builder 156.3 -> 156.5 (the other end's
// network first in the wallet and contract pickers, the severity numbers in the filter's hint),
// the trigger form 142.5 -> 142.7 (a contract without an ABI said so, with a link), the demo's
// thread 101.0 -> 101.1 (only an admin key grants admin), and 0.1 on the contracts list, the
// contract page, the action page, the detectors list, the detector form, the usage dashboard,
// the user page and settings (10-42 B: DetailHeader's record, the shared chunk's no-shrink
// style, the destinations' labels, a device name refused when listed).
// Then a new destination made from the form that needs it (detector, trigger alert, action;
// src/components/destination/NewDestinationModal.tsx, its form loaded on opening): the detector
// and trigger forms +0.9 kB and the action builder +0.8 (the field's button and lazy dialog);
// and two small modules into the `shared` chunk rather than a file each (the destinations' text,
// the action draft's key for the actions list's "kept as a draft"): +0.25-0.3 kB on the screens
// after the first. Budgets raised to match: contracts list 81.1 -> 81.5, contract page 62.3 ->
// 62.6, action page 60.9 -> 61.2, action builder 156.5 -> 157.3, detectors list 80.3 -> 80.6,
// detector form 144.3 -> 145.3, trigger form 142.7 -> 143.7, alert feed 110.8 -> 111.1, scores
// 99.9 -> 100.3, usage 48.0 -> 48.3, project page 45.4 -> 45.8, destinations list 75.8 -> 75.9,
// user page 46.9 -> 47.2, settings 118.2 -> 118.5. The first screen is unchanged (153.09 kB).
// Then +0.1 kB on eight screens (23-85 B over): one style for a link inside an alert (ALERT_LINK
// in the shared chunk's inline styles; axe found the blue link on the blue draft notice).
// Then a detector's raw token amount says what it reads as (src/lib/token-amount.ts, shared with
// the trigger form, so in the form kit's chunk rather than a file of its own on both): the form
// chunk +0.4 kB, the action builder 157.4 -> 157.9, the detector form 145.4 -> 146.0, settings
// 118.6 -> 119.1.
// Then the contract page 62.6 -> 62.7, usage 48.3 -> 48.4 and the user page 47.2 -> 47.3 (7-35 B
// over): the draft key's hook (useDraftKey) in the shared chunk.
// Then the alert feed 111.2 -> 111.4: its bars can be hidden (on a short screen the feed's first
// row was below the fold), no chart request meanwhile; +0.1 on six screens (7-35 B over, the
// chunks' shared names).
// Then a second walkthrough's mends: the trigger form 143.8 -> 144.3 (a recommendation asks
// before replacing edits, and stops claiming the form once its type changes), the action builder
// 158.0 -> 158.2, the detector form 146.1 -> 146.3 and settings 119.2 -> 119.4 (the destination
// dialog's first focus and Telegram wording in the form chunk; USDC/USDT decimals beyond
// Ethereum), +0.1 on the detectors and destinations lists (4-12 B).
// Twenty-eighth session: the action page 61.3 -> 61.8 and the builder 158.2 -> 158.6: a binding
// may be to any contract's detector or trigger alert (binding-sources.ts in the actions chunk: the
// tenant's first 1,000 of each beside the contract's, and contract names); the project page
// 45.8 -> 45.9 (6 B over: a dialog's form gives focus back to its opener, in the modal chunk);
// the user page 47.3 -> 47.4 (7 B over: the name key two-factor devices and organisations share,
// in lib/words). Then the builder 158.6 -> 158.7: a filter's hint links to what its network's
// events carry, and the script check finds a `()` that calls nothing. The usage dashboard
// 48.4 -> 48.5: each series says what it counts ("Alert deliveries: one per destination").
// Then +0.1 on the contract page, the builder, the alert feed and usage (7-12 B over): a link
// inside a line of text underlined (TEXT_LINK in the shared chunk's inline styles; axe).
// The trigger form 144.3 -> 144.4 (13 B over): ERC20_TRANSFER checked against ERC-20's Transfer
// event, not the watched contract's ABI. The detector form 146.3 -> 146.7 and the demo's mock
// thread 101.1 -> 101.5 (its total to the first row 254.6 kB, 248.6 KiB, under the issue's 250
// KiB): the config validator checks the JSON-Schema assertions a registered schema may use
// beyond the catalogue's (const, exclusive bounds, multipleOf, uniqueItems, additionalProperties…).
// Then the demo's thread 101.5 -> 101.7 (254.7 kB, 248.8 KiB to the first row): a number sent for a
// text field read as its text (coerce-scalars.ts), `where tenantId`, plans and subscriptions; the
// builder 158.8 -> 158.9 (5 B over: a binding picker says a trigger alert's severity apart).
// Then usage 48.6 -> 48.7: a link's custom range that ends before it starts is said, not silently
// replaced; the action page 61.8 -> 61.9 (2 B over, the chunks' shared names).
// Thirtieth session: a row's checkbox, badges, icon buttons and dates in fewer elements (the
// first screen 153.09 -> 152.91 kB); then the rows' links to their records built from one href a
// route (src/components/row-link.tsx: the router's Link built its location per link, ~25 ms of
// the projects list's first render at 1x): the first screen 152.91 -> 153.40 kB (149.8 KiB, under
// the issue's 150), its budget 153.1 -> 153.45. Then the not-found page loads when first shown
// (a mistyped address, a record the service does not have) and the sections' crumbs it imports
// join the `shared` chunk: the first screen 153.40 -> 153.05 kB (the side-by-side's gzip-6 sum
// 150.03 -> ~149.7 KiB), its budget back to 153.1; the ~0.35 kB moved to the `shared` chunk
// every later screen loads, their budgets +0.1 (+0.2 the project page and settings).
// Then the first frame draws only the rows that can be in view below the list's toolbar
// (useFirstFrameFold): the contracts list 81.7 -> 81.8 (9 B over).
// Thirty-first session: the demo's service thread in two stages (mocks/service-thread.ts): the
// first, with the seed's first part and the rows of the first screen's two requests answered
// without MSW's routing or response classes, answers that screen; the rest (mocks/service-rest.ts)
// loads once the page is idle with it drawn. The demo on top of the first screen 101.7 -> 36.5
// kB, the rest a budget of its own, 65.9 kB (the whole ~101.6 -> 102.3 kB: the second chunk's
// own wrapping). The detector form 146.8 -> 146.9 (4 B over, the chunks' shared names).
// Thirty-second session: the first screen 153.1 -> 153.15 kB (8 B over): a row's icon loads
// lazily (`loading="lazy"`, SafeAvatar), for the seed's SVG icons, each a document to parse on
// the main thread, ran between the first rows' layout and their paint (first row painted -40 ms
// at 1x, live and demo, in interleaved pairs). The alert feed 111.6 -> 111.65 (7 B over, the
// shared chunks' names).
// Thirty-fourth session: the first screen 153.15 -> 153.35 kB (+0.15 kB): the head's boot
// script, now inline (counted from a copy, below), applies the entry's stylesheet and the entry
// waits for it (scripts/boot-snippets.ts, APPLY_STYLES): a stylesheet `<link>` of the page, or a
// script file in its head, held its frames back while Lighthouse's device emulation faded an
// overlay scrollbar, and the browser then sent the page one frame a second (first paint ~2.25 s
// in most mobile passes, ~0.7 s in every pass since; docs/performance.md, "Lighthouse").
// Thirty-sixth session: +0.1-0.2 kB on the screens after the first (the shared `api` chunk): the
// action's binding pickers and the alert feed parse only the fields they name (src/api/pick.ts),
// where a tenant's detectors with their embedded schemas took ~17 ms to parse.
// Thirty-seventh session: the first screen 153.35 -> 153.4 kB (+33 B over), the action page
// 62.3 -> 62.4: loaders ask for what a screen needs beside its record (the header's tenant from
// the shell's loader; the action page's runs and pickers; its contract and wallet the moment it
// comes), where each waited for the page to render: a second round trip in live mode, ~350 ms of
// the action page's last answer with a 150 ms service (docs/performance.md, "Requests per screen").
// The action builder 159.3 -> 159.4 (+13 B over): its loader asks for what it picks from.
// Thirty-eighth session: the demo 36.6 -> 36.65 kB (+16 B over): MSW's core, its browser side
// and its worker's start each in an idle moment of their own (mocks/browser.ts), where their
// modules evaluated in one ~40 ms task at 1x, most of the demo action page's blocking time in
// Lighthouse's mobile passes (observed blocking after the first paint, 4x: mean 180 -> 122 ms).
// Fortieth session: the API modules of the resources the contract, action, trigger, detector and
// destination screens do not show (alerts, scores, users, organisations, documentation,
// tokenomics, networks, API keys) left the `api` chunk for an `api-other` chunk (vite.config.ts):
// the action page 62.4 -> 59.5 kB, and ~480 fewer zod schemas built on its first task
// (Lighthouse mobile, six interleaved pairs: blocking time median 54 -> 40 ms). The screens that
// show one of those resources load both chunks: alerts, scores, the project page and the user
// page +0.7 kB, settings +0.5. The first screen +58 B: the entry's route table names the new
// chunk among those routes' files. Then every request body (create, update, search, run, test)
// is built on first use (src/api/deferred.ts): the whole endpoint table builds 835 zod instances
// instead of 1,311, the action page's API modules 488 instead of 800, the first screen's 73
// instead of 174 (zod's self time before the first row at 4x, ten interleaved demo loads: median
// 49 -> 33 ms). The first screen +84 B (153.4 -> 153.5 kB) and the demo +82 B (36.65 -> 36.75):
// the helper and its wrappers. The one required-name rule (rules/limits, nameText) and the
// organisation bodies' shared fields as functions: the demo +2 B over (36.75 -> 36.8), the user
// page +10 B over (48.4 -> 48.45; its organisation modules). The first render no longer waits
// for the header's tenant (src/app/first-data.ts): live cold loads, ten interleaved pairs, the
// entry's start to the first render median 108 -> 32 ms, the first row 716 -> 653 ms.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';

const MANIFEST = 'dist/.vite/manifest.json';
const manifest = existsSync(MANIFEST) ? JSON.parse(readFileSync(MANIFEST, 'utf8')) : {};

/** The JS files that `keys` load before running: themselves and their static imports. */
function closure(...keys) {
  const seen = new Set();
  const files = new Set();
  const walk = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    if (chunk.file.endsWith('.js')) files.add(`dist/${chunk.file}`);
    for (const dep of chunk.imports ?? []) walk(dep);
  };
  for (const key of keys) {
    if (!manifest[key]) throw new Error(`${key} is not in ${MANIFEST}: run the build first`);
    walk(key);
  }
  return [...files];
}

/** A route's lazy chunk: its component, with its loader where it has one (vite.config.ts). */
const split = (route) =>
  Object.keys(manifest).find((key) =>
    /^component(---loader)?$/.test(key.split(`src/routes/${route}?tsr-split=`)[1] ?? ''),
  ) ?? `src/routes/${route}?tsr-split=component`;
const only = (paths, base) => paths.filter((p) => !base.includes(p));
/**
 * The head's classic scripts (the theme's, the boot preloads): they run before the entry. The
 * boot script is inline (scripts/boot-html.ts): its text is counted from a copy of it, as a
 * file of its own was.
 */
const INLINE_DIR = 'node_modules/.cache/size-limit-inline';
const headScripts = existsSync('dist/index.html')
  ? [
      ...readFileSync('dist/index.html', 'utf8').matchAll(
        /<script( src="\/([^"]+)")?>(.*?)<\/script>/gs,
      ),
    ].map((m, i) => {
      if (m[2]) return `dist/${m[2]}`;
      mkdirSync(INLINE_DIR, { recursive: true });
      const file = `${INLINE_DIR}/head-${i}.js`;
      writeFileSync(file, m[3]);
      return file;
    })
  : [];
/** The demo service's thread: a worker bundle, listed as an asset of the module that starts it. */
const demoThread = (manifest['mocks/browser.ts']?.assets ?? [])
  .filter((file) => file.endsWith('.js'))
  .map((file) => `dist/${file}`);
// The shell and the projects list ship with the entry (vite.config.ts, FIRST_SCREEN).
const firstScreen = [...closure('index.html'), ...headScripts];

/** A screen's own JS on top of the first screen's (what navigating to it downloads). */
const screen = (name, route, limit) => ({
  name,
  path: only(closure(split(route)), firstScreen),
  limit,
  gzip: true,
});

export default [
  { name: 'First screen, live (projects list)', path: firstScreen, limit: '153.5 KB', gzip: true },
  {
    name: 'Demo mode: the mock service (its thread) and key on top of the first screen',
    path: only([...closure('mocks/browser.ts'), ...demoThread], firstScreen),
    limit: '36.8 KB',
    gzip: true,
  },
  {
    name: 'Demo mode: the rest of its service thread (loaded once the first screen is drawn)',
    path: 'dist/assets/service-rest-*.js',
    limit: '66.0 KB',
    gzip: true,
  },
  screen('Contracts list', '_app/contracts/index.tsx', '82.0 KB'),
  screen('Contract page (ABI viewer)', '_app/contracts/$contractId/_tabs/index.tsx', '63.1 KB'),
  screen('Action page', '_app/actions/$actionId/index.tsx', '59.5 KB'),
  screen('Action builder', '_app/actions/new.tsx', '159.4 KB'),
  screen('Detectors list', '_app/detectors/index.tsx', '81.1 KB'),
  screen('Detector form', '_app/detectors/new.tsx', '147.1 KB'),
  screen('Trigger form', '_app/triggers/new.tsx', '144.7 KB'),
  screen('Alert feed', '_app/alerts.tsx', '112.6 KB'),
  screen('Scores', '_app/scores.tsx', '101.6 KB'),
  screen('Usage dashboard', '_app/usage.tsx', '49.1 KB'),
  screen('Project page', '_app/projects/$projectId/index.tsx', '47.1 KB'),
  screen('Destinations list', '_app/destinations/index.tsx', '76.4 KB'),
  screen('User page (two-factor setup)', '_app/users/$userId.tsx', '48.45 KB'),
  screen('Settings', '_app/settings.tsx', '120.3 KB'),
];
