// Every operation of the OpenAPI document, fuzzed as a visitor (see route-fuzzing.ts).
import { fuzzEveryRouteAs } from './route-fuzzing';

fuzzEveryRouteAs('visitor');
