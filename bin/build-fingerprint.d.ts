export interface BuildState {
  use: 'dist' | 'source';
  reason?: string;
}
export declare const STAMP: string;
export declare function fingerprint(root: string): string | undefined;
export declare function buildState(root: string): BuildState;
