export declare const PEER_ADDRESS_HEADER: string;
export declare function recordsPeerAddresses(): boolean;
export declare function recordPeerAddresses(): void;
