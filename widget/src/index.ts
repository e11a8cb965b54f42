/** Membership widget: arrives with the widget issue. */
export const WIDGET_NAME = 'wf-widget';
