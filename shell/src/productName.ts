/** The product's name as staff know it (login card, header, page title). */
export const PRODUCT_NAME = '内容与运营管理后台';
