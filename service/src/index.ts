/** Membership service: arrives with the service issue. */
export const SERVICE_NAME = 'wf-service';
