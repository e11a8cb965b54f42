/**
 * Dispatched on the document each time a Dialog opens (it then tops the browser's top layer).
 * Apart from the component, so that a listener (the widget's toaster, on every page of the
 * site) does not bring the whole Dialog into its bundle.
 */
export const DIALOG_OPENED_EVENT = 'wf:dialog-opened';
