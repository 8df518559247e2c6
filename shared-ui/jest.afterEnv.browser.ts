// Testing Library's find* queries give up after 1 s by default. A screen's first render under jsdom (a DataGrid, the
// pickers, its lazy chunks compiled by ts-jest on first import) takes longer than that on a busy 2-core machine — CI
// runs the whole workspace at once there — so a first find waits up to 5 s, inside jest's 30 s per test.
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 5_000 });
