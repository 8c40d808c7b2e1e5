/** Debian's Chromium; playwright-core drives it and never downloads a browser of its own. */
export const chromiumPath = '/usr/bin/chromium'

/**
 * The launch flags of docs/architecture.md ("Testing"): no sandbox and no GPU for containers, and no
 * background traffic (sync, component updates, QUIC) that would add requests or flakiness.
 * Shared by the browser tests and the benchmark.
 */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/**
 * The features playwright-core 1.65.1 turns off (its `chromiumSwitches.ts`). Chromium reads only
 * the last `--disable-features` switch, so ours must name them again, and Playwright's own switch
 * is left out of the launch (`ignoreDefaultArgs`).
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/**
 * Chromium 156 keeps the address bar's popups (WebUI pages) loaded in a renderer of their own,
 * even headless, where no address bar is ever shown, and reloads them again and again: on this
 * machine some 10 to 17% of a core for as long as a browser runs, taken from the page under test
 * or measured.
 */
const idleBrowserUiFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup']

const featuresSwitch = (features) => `--disable-features=${features.join(',')}`

/** What `chromium.launch` is given, by the browser tests and the benchmark alike. */
export const chromiumLaunchOptions = {
  executablePath: chromiumPath,
  args: [
    ...chromiumArgs,
    featuresSwitch([...playwrightDisabledFeatures, ...idleBrowserUiFeatures]),
  ],
  ignoreDefaultArgs: [featuresSwitch(playwrightDisabledFeatures)],
}
