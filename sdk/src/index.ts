/** Client SDK for the membership service: arrives with the service issue. */
export const SDK_VERSION = '1.2.0';
