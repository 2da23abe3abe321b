export const TEMPLATE_DATABASE = 'hearth_template';
