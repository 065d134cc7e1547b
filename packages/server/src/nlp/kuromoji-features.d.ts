/** More of kuromoji's IPADIC token than the audio module declares (ambient declarations merge). */
declare module 'kuromoji' {
  export interface IpadicToken {
    /** First detail of the part of speech (格助詞, 自立, 代名詞…), '*' when none. */
    pos_detail_1: string;
    /** Dictionary form (見る for 見), '*' for unknown words. */
    basic_form: string;
    /** Conjugation type and form (一段 / 連用形), '*' when not conjugated. */
    conjugated_type: string;
    conjugated_form: string;
  }
}
