/** The script-tag build's attribute handlers chunk: forms, actions, plans, prices, modals, secure content. */
export { handleClick, handleSubmit, prepare, reportInvalid, showMessage } from '../attributes/actions.ts';
