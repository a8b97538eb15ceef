import { company, serviceName } from './company';
import type { LegalDocument, Locale } from './types';

const EFFECTIVE_DATE = '2026-11-22';

const ko = company.ko;
const ja = company.ja;
const en = company.en;

const locationKo: LegalDocument = {
  title: '위치기반서비스 이용약관',
  effectiveDate: EFFECTIVE_DATE,
  intro: `이 약관은 ${ko.name}(이하 “회사”)가 제공하는 ${serviceName.ko} 서비스 중 위치기반서비스의 이용과 관련하여 회사와 개인위치정보주체 사이의 권리·의무와 책임사항을 정합니다. 위치기반서비스는 지도에서 병원의 위치를 확인하거나 내 주변의 병원을 찾을 때 이용됩니다.`,
  sections: [
    {
      heading: '제1조 (목적)',
      paragraphs: [
        '이 약관은 회사가 제공하는 위치기반서비스(이하 “위치기반서비스”)의 이용과 관련하여 회사와 개인위치정보주체 간의 권리, 의무 및 책임사항, 그 밖에 필요한 사항을 규정함을 목적으로 합니다.',
        `이 약관에서 정하지 아니한 사항은 「위치정보의 보호 및 이용 등에 관한 법률」(이하 “위치정보법”), 「개인정보 보호법」, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」 등 관계 법령과 ${serviceName.ko} 이용약관 및 개인정보 처리방침에서 정하는 바에 따릅니다.`,
      ],
    },
    {
      heading: '제2조 (서비스의 내용)',
      paragraphs: [
        '회사는 다음과 같은 위치기반서비스를 제공합니다.',
        '회사는 회원 또는 방문자가 ‘내 주변 병원 찾기’ 기능을 이용하는 경우에만 개인위치정보를 이용하며, 그 밖의 경우에는 개인위치정보를 수집하거나 저장하지 않습니다.',
      ],
      items: [
        '병원 위치 안내: 병원의 주소를 지도에 표시하고 찾아가는 길 정보를 제공합니다. 이 기능은 이용자의 개인위치정보를 이용하지 않습니다.',
        '내 주변 병원 찾기: 이용자가 기능을 실행하고 단말기의 위치정보 제공을 허용한 경우 현재 위치를 기준으로 가까운 병원과 그 거리를 보여 줍니다.',
        '지역 기반 검색: 이용자가 직접 선택하거나 입력한 지역(예: 강남역)을 기준으로 병원을 검색합니다. 이 경우 이용자의 실제 위치는 이용하지 않습니다.',
      ],
    },
    {
      heading: '제3조 (서비스 이용요금)',
      paragraphs: [
        '회사가 제공하는 위치기반서비스는 무료입니다.',
        '다만, 위치기반서비스 이용에 따른 데이터 통신 요금은 이용자가 가입한 이동통신사의 요금제에 따라 이용자가 부담합니다.',
      ],
    },
    {
      heading: '제4조 (개인위치정보의 수집·이용 및 보유)',
      paragraphs: [
        '회사는 이용자가 ‘내 주변 병원 찾기’ 기능을 실행할 때 단말기의 운영체제 또는 브라우저가 제공하는 위치정보 제공 허용 화면을 통하여 동의를 받은 후 위치정보를 수집합니다. 이용자는 단말기 또는 브라우저 설정에서 언제든지 위치정보 제공을 거부하거나 허용을 철회할 수 있습니다.',
        '수집한 개인위치정보는 주변 병원 검색 결과와 거리를 계산하여 제공하는 목적으로만 일회적으로 이용하며, 목적을 달성하면 즉시 파기하고 회원 계정이나 이용 기록과 연결하여 저장하지 않습니다.',
        '다만, 위치정보법에 따라 작성하여야 하는 위치정보 수집·이용·제공사실 확인자료는 제6조에 따라 보관합니다.',
      ],
    },
    {
      heading: '제5조 (개인위치정보주체의 권리)',
      paragraphs: [
        '개인위치정보주체는 언제든지 개인위치정보의 수집·이용에 대한 동의의 전부 또는 일부를 철회할 수 있습니다. 이 경우 회사는 수집한 개인위치정보와 위치정보 수집·이용·제공사실 확인자료를 지체 없이 파기합니다. 다만, 관계 법령에 따라 보존하여야 하는 경우에는 그러하지 아니합니다.',
        '개인위치정보주체는 언제든지 개인위치정보의 수집·이용 또는 제공의 일시적인 중지를 요구할 수 있으며, 회사는 이를 거절하지 않고 이를 위한 기술적 수단을 갖추고 있습니다.',
        '개인위치정보주체는 회사에 대하여 다음 각 호의 자료의 열람 또는 고지를 요구할 수 있고, 해당 자료에 오류가 있는 경우에는 정정을 요구할 수 있습니다. 회사는 정당한 사유 없이 요구를 거절하지 않습니다.',
        `개인위치정보주체는 단말기 설정, 서비스 내 설정 메뉴 또는 고객센터(${ko.csPhone}, ${ko.email})를 통하여 위 권리를 행사할 수 있습니다.`,
      ],
      items: [
        '본인에 대한 위치정보 수집·이용·제공사실 확인자료',
        '본인의 개인위치정보가 위치정보법 또는 다른 법률의 규정에 따라 제3자에게 제공된 이유와 내용',
      ],
    },
    {
      heading: '제6조 (위치정보 수집·이용·제공사실 확인자료의 보유)',
      paragraphs: [
        '회사는 위치정보법에 따라 개인위치정보주체에 대한 위치정보 수집·이용·제공사실 확인자료를 위치정보시스템에 자동으로 기록하며, 이를 6개월간 보관합니다.',
        '확인자료에는 이용 일시, 이용한 서비스(내 주변 병원 찾기) 등 이용 사실에 관한 정보가 기록되며, 이용자의 실제 위치 좌표는 기록하지 않습니다.',
        '보관 기간이 지난 확인자료는 지체 없이 파기합니다.',
      ],
    },
    {
      heading: '제7조 (개인위치정보의 제3자 제공)',
      paragraphs: [
        '회사는 개인위치정보주체의 동의 없이 개인위치정보를 제3자에게 제공하지 않으며, 현재 개인위치정보를 제3자에게 제공하지 않습니다. 상담 신청 시 병원에 제공되는 정보에도 개인위치정보는 포함되지 않습니다.',
        '향후 개인위치정보를 제3자에게 제공하여야 하는 경우에는 제공받는 자와 제공 목적을 미리 알리고 동의를 받으며, 제공할 때마다 제공받는 자, 제공 일시 및 제공 목적을 개인위치정보주체에게 즉시 통보합니다.',
      ],
    },
    {
      heading: '제8조 (만 14세 미만 아동 등의 보호)',
      paragraphs: [
        '서비스는 만 14세 이상을 대상으로 하며, 회사는 만 14세 미만 아동의 회원가입을 받지 않습니다.',
        '회사가 만 14세 미만 아동의 개인위치정보를 수집·이용 또는 제공하려는 경우에는 해당 아동과 그 법정대리인의 동의를 받습니다. 법정대리인은 아동의 개인위치정보 수집·이용 또는 제공에 대한 동의를 철회할 수 있으며, 제5조에 따른 권리를 행사할 수 있습니다.',
        '회사는 8세 이하의 아동, 피성년후견인, 중증 정신장애인 등 위치정보법에서 정하는 사람(이하 “8세 이하의 아동등”)의 보호를 목적으로 하는 위치기반서비스를 제공하지 않습니다. 다만, 8세 이하의 아동등의 보호의무자가 생명 또는 신체 보호를 위하여 요청하는 경우에는 위치정보법에서 정한 절차에 따라 처리합니다.',
      ],
    },
    {
      heading: '제9조 (위치정보관리책임자의 지정)',
      paragraphs: [
        '회사는 위치정보를 적절히 관리·보호하고 개인위치정보주체의 불만을 원활히 처리할 수 있도록 실질적인 책임을 질 수 있는 지위에 있는 사람을 위치정보관리책임자로 지정하여 운영합니다.',
        '위치정보관리책임자는 개인정보 보호책임자가 겸하며, 연락처는 다음과 같습니다.',
      ],
      items: [
        `위치정보관리책임자: ${ko.privacyOfficer} (개인정보보호팀장)`,
        `전자우편: ${ko.email}`,
        `전화: ${ko.csPhone} (${ko.csHours})`,
      ],
    },
    {
      heading: '제10조 (손해배상 및 면책)',
      paragraphs: [
        '회사가 위치정보법의 규정을 위반한 행위로 개인위치정보주체에게 손해가 발생한 경우 개인위치정보주체는 회사에 손해배상을 청구할 수 있으며, 회사는 고의 또는 과실이 없음을 입증하지 못하면 책임을 면할 수 없습니다.',
        '회사는 천재지변 등 불가항력으로 위치기반서비스를 제공할 수 없는 경우 책임을 지지 않습니다.',
        '위치정보의 정확도는 단말기의 성능과 통신 환경에 따라 달라질 수 있으며, 서비스에 표시되는 거리는 참고용 정보입니다. 회사는 이용자의 단말기 설정 오류 등 이용자의 귀책사유로 발생한 손해에 대하여 책임을 지지 않습니다.',
      ],
    },
    {
      heading: '제11조 (분쟁의 조정)',
      paragraphs: [
        '회사는 위치정보와 관련된 분쟁에 대하여 개인위치정보주체와 성실히 협의합니다.',
        '협의가 이루어지지 아니하거나 협의를 할 수 없는 경우, 회사 또는 개인위치정보주체는 위치정보법에 따라 방송통신위원회(관계 법령에 따라 그 업무를 승계한 기관을 포함합니다)에 재정을 신청하거나, 「개인정보 보호법」에 따라 개인정보분쟁조정위원회에 조정을 신청할 수 있습니다.',
        `이 약관과 관련한 소송의 준거법과 관할은 ${serviceName.ko} 이용약관에서 정하는 바에 따릅니다.`,
      ],
      items: [
        '방송통신위원회: 위치정보법에 따른 재정 신청',
        '개인정보분쟁조정위원회: (국번 없이) 1833-6972 (www.kopico.go.kr)',
      ],
    },
    {
      heading: '제12조 (약관의 변경)',
      paragraphs: [
        '회사는 관계 법령을 위반하지 않는 범위에서 이 약관을 변경할 수 있습니다.',
        '회사가 이 약관을 변경하는 경우에는 적용일자와 변경 사유를 명시하여 적용일자 7일 전부터 서비스 내에 공지합니다. 다만, 이용자에게 불리하거나 중대한 변경의 경우에는 적용일자 30일 전부터 공지합니다.',
      ],
    },
    {
      heading: '제13조 (사업자 정보)',
      paragraphs: ['위치기반서비스를 제공하는 사업자의 정보는 다음과 같습니다.'],
      items: [
        `상호: ${ko.name}`,
        `대표자: ${ko.ceo}`,
        `주소: ${ko.address}`,
        `사업자등록번호: ${ko.businessNumber}`,
        `통신판매업 신고번호: ${ko.mailOrderNumber}`,
        `고객센터: ${ko.csPhone} (${ko.csHours}) / 이메일: ${ko.email}`,
      ],
    },
  ],
};

const locationJa: LegalDocument = {
  title: '位置情報サービス利用規約',
  effectiveDate: EFFECTIVE_DATE,
  intro: `本規約は、${ja.name}（以下「当社」）が提供する${serviceName.ja}サービスのうち位置情報サービスの利用に関し、当社と個人位置情報主体との間の権利・義務および責任事項を定めるものです。位置情報サービスは、地図でクリニックの所在地を確認したり、周辺のクリニックを探したりする際に利用されます。なお、本規約の各言語版の間に相違がある場合は、韓国語版が優先します。`,
  sections: [
    {
      heading: '第1条（目的）',
      paragraphs: [
        '本規約は、当社が提供する位置情報サービス（以下「位置情報サービス」）の利用に関し、当社と個人位置情報主体との間の権利、義務および責任事項その他必要な事項を定めることを目的とします。',
        `本規約に定めのない事項は、大韓民国「位置情報の保護及び利用等に関する法律」（以下「位置情報法」）、「個人情報保護法」、「情報通信網利用促進及び情報保護等に関する法律」等の関係法令ならびに${serviceName.ja}利用規約およびプライバシーポリシーの定めに従います。`,
      ],
    },
    {
      heading: '第2条（サービスの内容）',
      paragraphs: [
        '当社は、次の位置情報サービスを提供します。',
        '当社は、会員または訪問者が「周辺のクリニックを探す」機能を利用する場合に限り個人位置情報を利用し、それ以外の場合には個人位置情報を収集または保存しません。',
      ],
      items: [
        'クリニックの所在地案内：クリニックの住所を地図上に表示し、道順の情報を提供します。この機能は利用者の個人位置情報を利用しません。',
        '周辺のクリニックを探す：利用者が機能を実行し、端末の位置情報の提供を許可した場合、現在地を基準に近くのクリニックとその距離を表示します。',
        'エリア検索：利用者が自ら選択または入力したエリア（例：江南駅）を基準にクリニックを検索します。この場合、利用者の実際の位置は利用しません。',
      ],
    },
    {
      heading: '第3条（サービス利用料金）',
      paragraphs: [
        '当社が提供する位置情報サービスは無料です。',
        'ただし、位置情報サービスの利用に伴うデータ通信料は、利用者が契約している通信事業者の料金プランに従い利用者の負担となります。',
      ],
    },
    {
      heading: '第4条（個人位置情報の収集・利用および保有）',
      paragraphs: [
        '当社は、利用者が「周辺のクリニックを探す」機能を実行する際、端末のOSまたはブラウザが表示する位置情報の提供許可画面を通じて同意を得たうえで位置情報を収集します。利用者は、端末またはブラウザの設定により、いつでも位置情報の提供を拒否し、または許可を撤回することができます。',
        '収集した個人位置情報は、周辺のクリニックの検索結果と距離を算出して提供する目的にのみ一時的に利用し、目的を達成した時点で直ちに破棄し、会員アカウントや利用履歴と紐付けて保存することはありません。',
        'ただし、位置情報法に基づき作成が義務付けられている位置情報の収集・利用・提供事実の確認資料は、第6条に従い保管します。',
      ],
    },
    {
      heading: '第5条（個人位置情報主体の権利）',
      paragraphs: [
        '個人位置情報主体は、いつでも個人位置情報の収集・利用に関する同意の全部または一部を撤回することができます。この場合、当社は収集した個人位置情報および位置情報の収集・利用・提供事実の確認資料を遅滞なく破棄します。ただし、関係法令により保存が必要な場合はこの限りではありません。',
        '個人位置情報主体は、いつでも個人位置情報の収集・利用または提供の一時的な停止を求めることができ、当社はこれを拒否せず、そのための技術的手段を備えています。',
        '個人位置情報主体は、当社に対し次の各号の資料の閲覧または告知を求めることができ、当該資料に誤りがある場合は訂正を求めることができます。当社は、正当な理由なくこれを拒否しません。',
        `個人位置情報主体は、端末の設定、サービス内の設定メニューまたはカスタマーセンター（${ja.csPhone}、${ja.email}）を通じて上記の権利を行使することができます。`,
      ],
      items: [
        '本人に関する位置情報の収集・利用・提供事実の確認資料',
        '本人の個人位置情報が位置情報法またはその他の法律の規定により第三者に提供された理由および内容',
      ],
    },
    {
      heading: '第6条（位置情報の収集・利用・提供事実の確認資料の保有）',
      paragraphs: [
        '当社は、位置情報法に基づき、個人位置情報主体に関する位置情報の収集・利用・提供事実の確認資料を位置情報システムに自動的に記録し、6か月間保管します。',
        '確認資料には、利用日時、利用したサービス（周辺のクリニックを探す）など利用事実に関する情報が記録され、利用者の実際の位置座標は記録しません。',
        '保管期間を経過した確認資料は、遅滞なく破棄します。',
      ],
    },
    {
      heading: '第7条（個人位置情報の第三者提供）',
      paragraphs: [
        '当社は、個人位置情報主体の同意なく個人位置情報を第三者に提供することはなく、現在、個人位置情報を第三者に提供していません。相談申込みの際にクリニックへ提供される情報にも、個人位置情報は含まれません。',
        '今後、個人位置情報を第三者に提供する必要が生じた場合は、提供先および提供目的を事前にお知らせして同意を得るとともに、提供のたびに提供先、提供日時および提供目的を個人位置情報主体に直ちに通知します。',
      ],
    },
    {
      heading: '第8条（満14歳未満の児童等の保護）',
      paragraphs: [
        '本サービスは満14歳以上の方を対象としており、当社は満14歳未満の方の会員登録を受け付けていません。',
        '当社が満14歳未満の児童の個人位置情報を収集・利用または提供しようとする場合は、当該児童およびその法定代理人の同意を得ます。法定代理人は、児童の個人位置情報の収集・利用または提供に関する同意を撤回することができ、第5条に定める権利を行使することができます。',
        '当社は、8歳以下の児童、被成年後見人、重度の精神障害者など位置情報法に定める者（以下「8歳以下の児童等」）の保護を目的とする位置情報サービスは提供していません。ただし、8歳以下の児童等の保護義務者が生命または身体の保護のために要請した場合は、位置情報法に定める手続に従って対応します。',
      ],
    },
    {
      heading: '第9条（位置情報管理責任者の指定）',
      paragraphs: [
        '当社は、位置情報を適切に管理・保護し、個人位置情報主体の苦情を円滑に処理できるよう、実質的な責任を負うことのできる地位にある者を位置情報管理責任者に指定しています。',
        '位置情報管理責任者は個人情報保護責任者が兼任しており、連絡先は次のとおりです。',
      ],
      items: [
        `位置情報管理責任者：${ja.privacyOfficer}（個人情報保護チーム長）`,
        `電子メール：${ja.email}`,
        `電話：${ja.csPhone}（${ja.csHours}）`,
      ],
    },
    {
      heading: '第10条（損害賠償および免責）',
      paragraphs: [
        '当社が位置情報法の規定に違反する行為により個人位置情報主体に損害が生じた場合、個人位置情報主体は当社に損害賠償を請求することができ、当社は故意または過失がないことを証明しない限り責任を免れることはできません。',
        '当社は、天災地変等の不可抗力により位置情報サービスを提供できない場合、責任を負いません。',
        '位置情報の精度は端末の性能や通信環境により異なる場合があり、サービスに表示される距離は参考情報です。当社は、利用者の端末設定の誤りなど利用者の責めに帰すべき事由により生じた損害について責任を負いません。',
      ],
    },
    {
      heading: '第11条（紛争の調停）',
      paragraphs: [
        '当社は、位置情報に関する紛争について、個人位置情報主体と誠実に協議します。',
        '協議が成立しない場合または協議ができない場合、当社または個人位置情報主体は、位置情報法に基づき放送通信委員会（関係法令によりその業務を承継した機関を含みます）に裁定を申請し、または「個人情報保護法」に基づき個人情報紛争調停委員会に調停を申請することができます。',
        `本規約に関する訴訟の準拠法および管轄は、${serviceName.ja}利用規約の定めに従います。`,
      ],
      items: [
        '放送通信委員会：位置情報法に基づく裁定の申請',
        '個人情報紛争調停委員会：1833-6972（韓国国内、局番なし／www.kopico.go.kr）',
      ],
    },
    {
      heading: '第12条（規約の変更）',
      paragraphs: [
        '当社は、関係法令に違反しない範囲で本規約を変更することができます。',
        '当社が本規約を変更する場合は、適用日および変更理由を明示し、適用日の7日前からサービス内で告知します。ただし、利用者に不利な変更または重大な変更の場合は、適用日の30日前から告知します。',
      ],
    },
    {
      heading: '第13条（事業者情報）',
      paragraphs: ['位置情報サービスを提供する事業者の情報は、次のとおりです。'],
      items: [
        `商号：${ja.name}`,
        `代表者：${ja.ceo}`,
        `所在地：${ja.address}`,
        `事業者登録番号：${ja.businessNumber}`,
        `通信販売業申告番号：${ja.mailOrderNumber}`,
        `カスタマーセンター：${ja.csPhone}（${ja.csHours}）／メール：${ja.email}`,
      ],
    },
  ],
};

const locationEn: LegalDocument = {
  title: 'Location-Based Service Terms',
  effectiveDate: EFFECTIVE_DATE,
  intro: `These Terms set out the rights, obligations and responsibilities between ${en.name} (the “Company”) and personal location information subjects in connection with the location-based services offered as part of the ${serviceName.en} service. Location-based services are used when you check a clinic’s location on a map or look for clinics near you. The Korean version of these Terms prevails in the event of any inconsistency between language versions.`,
  sections: [
    {
      heading: 'Article 1 (Purpose)',
      paragraphs: [
        'The purpose of these Terms is to set out the rights, obligations and responsibilities of the Company and personal location information subjects, and other necessary matters, in connection with the location-based services provided by the Company (the “Location-Based Services”).',
        `Matters not covered by these Terms are governed by applicable laws, including the Korean Act on the Protection, Use, etc. of Location Information (the “Location Information Act”), the Personal Information Protection Act and the Act on Promotion of Information and Communications Network Utilization and Information Protection, and by the ${serviceName.en} Terms of Service and Privacy Policy.`,
      ],
    },
    {
      heading: 'Article 2 (Content of the Service)',
      paragraphs: [
        'The Company provides the following Location-Based Services.',
        'The Company uses personal location information only when a member or visitor uses the “Find clinics near me” feature, and otherwise does not collect or store personal location information.',
      ],
      items: [
        'Clinic location guide: shows the clinic’s address on a map and provides directions. This feature does not use the user’s personal location information.',
        'Find clinics near me: when the user runs this feature and allows the device to share its location, shows nearby clinics and their distance from the user’s current location.',
        'Area search: searches for clinics based on an area selected or entered by the user (for example, Gangnam Station). The user’s actual location is not used.',
      ],
    },
    {
      heading: 'Article 3 (Fees)',
      paragraphs: [
        'The Location-Based Services provided by the Company are free of charge.',
        'However, any data charges incurred in using the Location-Based Services are borne by the user according to the plan of his or her mobile carrier.',
      ],
    },
    {
      heading: 'Article 4 (Collection, Use and Retention of Personal Location Information)',
      paragraphs: [
        'When the user runs the “Find clinics near me” feature, the Company collects location information after obtaining consent through the location permission prompt provided by the device’s operating system or browser. Users may refuse to share their location or withdraw permission at any time in their device or browser settings.',
        'Collected personal location information is used only once, solely to calculate and display nearby clinics and their distances, is destroyed immediately once that purpose is achieved, and is not stored in connection with any member account or usage history.',
        'However, records confirming the collection, use and provision of location information, which must be created under the Location Information Act, are kept in accordance with Article 6.',
      ],
    },
    {
      heading: 'Article 5 (Rights of Personal Location Information Subjects)',
      paragraphs: [
        'Personal location information subjects may at any time withdraw all or part of their consent to the collection and use of personal location information. In that case the Company destroys the collected personal location information and the records confirming the collection, use and provision of location information without delay, unless retention is required by law.',
        'Personal location information subjects may at any time request a temporary suspension of the collection, use or provision of their personal location information; the Company will not refuse such a request and has the technical means to comply with it.',
        'Personal location information subjects may request the Company to let them view, or to inform them of, the following materials, and may request correction of any errors. The Company will not refuse such requests without good reason.',
        `Personal location information subjects may exercise these rights through their device settings, the settings menu in the Service or the customer centre (${en.csPhone}, ${en.email}).`,
      ],
      items: [
        'Records confirming the collection, use and provision of location information about them',
        'The reasons for and details of any provision of their personal location information to a third party under the Location Information Act or other laws',
      ],
    },
    {
      heading: 'Article 6 (Retention of Records Confirming Collection, Use and Provision)',
      paragraphs: [
        'In accordance with the Location Information Act, the Company automatically records in its location information system the records confirming the collection, use and provision of location information about personal location information subjects, and keeps them for 6 months.',
        'These records contain information about the fact of use, such as the date and time and the feature used (Find clinics near me); the user’s actual location coordinates are not recorded.',
        'Records whose retention period has expired are destroyed without delay.',
      ],
    },
    {
      heading: 'Article 7 (Provision of Personal Location Information to Third Parties)',
      paragraphs: [
        'The Company does not provide personal location information to third parties without the consent of the personal location information subject, and currently does not provide personal location information to any third party. Information provided to a clinic with a consultation request does not include personal location information either.',
        'If it becomes necessary to provide personal location information to a third party in the future, the Company will inform the subject of the recipient and purpose in advance and obtain consent, and will immediately notify the subject of the recipient, date and time, and purpose each time it is provided.',
      ],
    },
    {
      heading: 'Article 8 (Protection of Children under 14 and Others)',
      paragraphs: [
        'The Service is intended for persons aged 14 or older, and the Company does not accept members under the age of 14.',
        'If the Company intends to collect, use or provide personal location information of a child under 14, it will obtain the consent of the child and the child’s legal guardian. The legal guardian may withdraw consent to the collection, use or provision of the child’s personal location information and may exercise the rights set out in Article 5.',
        'The Company does not provide location-based services intended to protect children aged 8 or under, adults under guardianship, persons with severe mental disabilities or others specified in the Location Information Act (“children aged 8 or under, etc.”). However, if a person responsible for the protection of such a person makes a request to protect his or her life or body, the Company will handle it in accordance with the procedures of the Location Information Act.',
      ],
    },
    {
      heading: 'Article 9 (Location Information Manager)',
      paragraphs: [
        'To manage and protect location information appropriately and to handle complaints from personal location information subjects smoothly, the Company has designated a person in a position to bear substantive responsibility as its Location Information Manager.',
        'The Chief Privacy Officer also serves as the Location Information Manager and can be contacted as follows.',
      ],
      items: [
        `Location Information Manager: ${en.privacyOfficer} (Head of Privacy)`,
        `Email: ${en.email}`,
        `Phone: ${en.csPhone} (${en.csHours})`,
      ],
    },
    {
      heading: 'Article 10 (Compensation and Disclaimer)',
      paragraphs: [
        'If a personal location information subject suffers damage as a result of the Company’s violation of the Location Information Act, the subject may claim compensation from the Company, and the Company cannot be exempted from liability unless it proves that it acted without intent or negligence.',
        'The Company is not liable if it cannot provide the Location-Based Services due to force majeure, such as natural disasters.',
        'The accuracy of location information may vary depending on the device and network conditions, and distances shown in the Service are for reference only. The Company is not liable for damage caused by reasons attributable to the user, such as incorrect device settings.',
      ],
    },
    {
      heading: 'Article 11 (Dispute Resolution)',
      paragraphs: [
        'The Company will consult in good faith with personal location information subjects on any dispute relating to location information.',
        'If no agreement is reached or consultation is not possible, the Company or the personal location information subject may apply for a ruling to the Korea Communications Commission (including any body that has succeeded to its duties under applicable law) under the Location Information Act, or apply for mediation to the Personal Information Dispute Mediation Committee under the Personal Information Protection Act.',
        `The governing law and jurisdiction for lawsuits relating to these Terms are as set out in the ${serviceName.en} Terms of Service.`,
      ],
      items: [
        'Korea Communications Commission: applications for a ruling under the Location Information Act',
        'Personal Information Dispute Mediation Committee: 1833-6972 (domestic Korean number, no area code; www.kopico.go.kr)',
      ],
    },
    {
      heading: 'Article 12 (Changes to these Terms)',
      paragraphs: [
        'The Company may change these Terms to the extent that it does not violate applicable laws.',
        'When changing these Terms, the Company will announce the change on the Service, stating the effective date and the reasons, at least 7 days before it takes effect. Changes that are unfavourable to users or otherwise significant will be announced at least 30 days in advance.',
      ],
    },
    {
      heading: 'Article 13 (Business Information)',
      paragraphs: ['The business providing the Location-Based Services is as follows.'],
      items: [
        `Company: ${en.name}`,
        `Representative: ${en.ceo}`,
        `Address: ${en.address}`,
        `Business registration no.: ${en.businessNumber}`,
        `Mail-order business report no.: ${en.mailOrderNumber}`,
        `Customer centre: ${en.csPhone} (${en.csHours}) / Email: ${en.email}`,
      ],
    },
  ],
};

export const locationTerms: Record<Locale, LegalDocument> = {
  ko: locationKo,
  ja: locationJa,
  en: locationEn,
};
