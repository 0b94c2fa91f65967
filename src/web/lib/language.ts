// Shared with the server, which preloads a first screen's translations in the language the app will pick.
export * from '../../contracts/language';
