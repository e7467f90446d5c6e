export declare const KNOWN_NEXT_VERSIONS: string[];
export declare function installedNextVersion(): string;
export declare function assertKnownNextVersion(version?: string): void;
