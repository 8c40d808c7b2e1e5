import type { LaunchOptions } from 'playwright-core'

export declare const chromiumPath: string
export declare const chromiumArgs: string[]
export declare const playwrightDisabledFeatures: string[]
export declare const idleBrowserUiFeatures: string[]
export declare const chromiumLaunchOptions: LaunchOptions
