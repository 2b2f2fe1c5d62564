Feature: Transforming double-faced cards (CR 712, 701.27)
  The Final Fantasy release's nonmodal double-faced cards carry the same rulings: the faces and their
  characteristics (712.8), the mana value of the back face (202.3b), the back face's color indicator (204),
  entering front face up unless put onto the battlefield transformed (712.14, 712.14a), and copies (707.8).
  A ruling shared by these cards is executed once per card: each Examples row or scenario names its card.
  The cards are modelled as far as these rulings need (reference_engine/cards/data/fin_dfc_saga.json says
  what isn't).

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  @id:dfc-front-face-in-hand-and-on-stack @ruling:ae8baf2cc4d7 @cr:712.8a @cr:712.8c @cr:712.11
  Scenario Outline: A double-faced card in the hand and cast as a spell has only its front face's characteristics
    Each nonmodal double-faced card in this release is cast face up. In every zone other than the battlefield,
    consider only the characteristics of its front face. If it is on the battlefield, consider only the
    characteristics of the face that's up; the other face's characteristics are ignored. Wording as recorded by
    wingedsheep/argentum-engine only (single source).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has <card> in her hand
    And Alice has <mana> in her mana pool
    Then the <card> in Alice's hand has mana value <mv>, <color>, card type Creature and subtypes <subtypes>
    When Alice casts <card> from her hand
    Then the <card> on the stack has mana value <mv>, <color>, card type Creature and subtypes <subtypes>

    Examples:
      | card                      | mana         | mv | color              | subtypes      |
      | Venat, Heart of Hydaelyn  | {W}{W}{W}    | 3  | color white        | Elder/Wizard  |
      | Jecht, Reluctant Guardian | {B}{B}{B}{B} | 4  | color black        | Human/Warrior |
      | Vincent Valentine         | {B}{B}{B}{B} | 4  | color black        | Assassin      |
      | Serah Farron              | {G}{G}{W}    | 3  | colors green/white | Human/Citizen |

  @id:dfc-enters-front-face-up @ruling:240b0b521f94 @cr:712.13 @cr:712.8d
  Scenario Outline: A double-faced spell resolves and the permanent enters with its front face up
    A nonmodal double-faced card enters with its front face up by default, unless a spell or ability instructs
    you to put it onto the battlefield transformed or allows you to cast it transformed, in which case it enters
    with its back face up. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has <card> in her hand
    And Alice has <mana> in her mana pool
    When Alice casts <card> from her hand
    And all players pass priority until the stack is empty
    Then Alice controls <card> and no <back>
    And <card> is <pt>

    Examples:
      | card                      | mana         | back                        | pt  |
      | Venat, Heart of Hydaelyn  | {W}{W}{W}    | Hydaelyn, the Mothercrystal | 3/3 |
      | Jecht, Reluctant Guardian | {B}{B}{B}{B} | Braska's Final Aeon         | 4/3 |
      | Vincent Valentine         | {B}{B}{B}{B} | Galian Beast                | 2/2 |
      | Serah Farron              | {G}{G}{W}    | Crystallized Serah          | 2/2 |

  @id:dfc-put-onto-battlefield-front-face-up @ruling:240b0b521f94 @cr:712.14
  Scenario Outline: A double-faced card put onto the battlefield by an effect enters with its front face up
    A nonmodal double-faced card enters with its front face up by default, unless a spell or ability instructs
    you to put it onto the battlefield transformed or allows you to cast it transformed, in which case it enters
    with its back face up. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has <card> in her hand
    When an effect puts <card> from Alice's hand onto the battlefield under her control
    Then Alice controls <card> and no <back>

    Examples:
      | card                      | back                        |
      | Venat, Heart of Hydaelyn  | Hydaelyn, the Mothercrystal |
      | Jecht, Reluctant Guardian | Braska's Final Aeon         |
      | Vincent Valentine         | Galian Beast                |
      | Serah Farron              | Crystallized Serah          |

  @id:dfc-venat-back-face-characteristics @ruling:9b9d71d6e178 @cr:712.8e @cr:701.27a
  Scenario: Hydaelyn, the Mothercrystal has only its back face's characteristics once Venat transforms
    Each face of a nonmodal double-faced card has its own set of characteristics: name, types, subtypes,
    abilities, and so on. While a nonmodal double-faced permanent is on the battlefield, consider only the
    characteristics of the face that's currently up. The other set of characteristics is ignored. Wording as
    recorded by wingedsheep/argentum-engine only (single source). Here Venat, Heart of Hydaelyn activates Hero's
    Sundering ({7}, {T}: exile target nonland permanent, then transform Venat).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Venat, Heart of Hydaelyn
    And Bob controls Amulet of Vigor
    And Alice has {W}{W}{W}{W}{W}{W}{W} in her mana pool
    And Alice will choose Amulet of Vigor as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Amulet of Vigor is in exile
    Then Alice controls Hydaelyn, the Mothercrystal and no Venat, Heart of Hydaelyn
    And the Hydaelyn, the Mothercrystal Alice controls has card type Creature and subtype God
    And Hydaelyn, the Mothercrystal is 4/4

  @id:dfc-venat-back-face-mana-value @ruling:929a99db124b @cr:202.3b @cr:712.8e
  Scenario: Hydaelyn, the Mothercrystal has the mana value of Venat's front face
    The mana value of a nonmodal double-faced card is the mana value of its front face, no matter which face is
    up. Wording as recorded by wingedsheep/argentum-engine only (single source). Here Venat, Heart of Hydaelyn
    activates Hero's Sundering ({7}, {T}: exile target nonland permanent, then transform Venat).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Venat, Heart of Hydaelyn
    And Bob controls Amulet of Vigor
    And Alice has {W}{W}{W}{W}{W}{W}{W} in her mana pool
    And Alice will choose Amulet of Vigor as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Amulet of Vigor is in exile
    Then Hydaelyn, the Mothercrystal on the battlefield has mana value 3

  @id:dfc-venat-back-face-color-indicator @ruling:ce5beda4cc2f @cr:204 @cr:712.8e
  Scenario: Hydaelyn, the Mothercrystal's color is its color indicator's
    The back face of a nonmodal double-faced card usually has a color indicator that defines its color. Wording
    as recorded by wingedsheep/argentum-engine only (single source). Here Venat, Heart of Hydaelyn activates
    Hero's Sundering ({7}, {T}: exile target nonland permanent, then transform Venat).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Venat, Heart of Hydaelyn
    And Bob controls Amulet of Vigor
    And Alice has {W}{W}{W}{W}{W}{W}{W} in her mana pool
    And Alice will choose Amulet of Vigor as targets
    When Alice activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Amulet of Vigor is in exile
    Then the Hydaelyn, the Mothercrystal Alice controls has color white

  @id:dfc-jecht-back-face-characteristics @ruling:9b9d71d6e178 @cr:712.8e @cr:701.27a
  Scenario: Braska's Final Aeon has only its back face's characteristics once Jecht transforms
    Each face of a nonmodal double-faced card has its own set of characteristics: name, types, subtypes,
    abilities, and so on. While a nonmodal double-faced permanent is on the battlefield, consider only the
    characteristics of the face that's currently up. The other set of characteristics is ignored. Wording as
    recorded by wingedsheep/argentum-engine only (single source). Here Jecht, Reluctant Guardian deals combat
    damage to Bob and is exiled and returned transformed.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    And all players pass priority until the stack is empty
    Then Bob's life total is 16
    Then Alice controls Braska's Final Aeon and no Jecht, Reluctant Guardian
    And the Braska's Final Aeon Alice controls has card types Enchantment/Creature and subtypes Saga/Nightmare
    And Braska's Final Aeon is 7/7

  @id:dfc-jecht-back-face-mana-value @ruling:929a99db124b @cr:202.3b @cr:712.8e
  Scenario: Braska's Final Aeon has the mana value of Jecht's front face
    The mana value of a nonmodal double-faced card is the mana value of its front face, no matter which face is
    up. Wording as recorded by wingedsheep/argentum-engine only (single source). Here Jecht, Reluctant Guardian
    deals combat damage to Bob and is exiled and returned transformed.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    And all players pass priority until the stack is empty
    Then Bob's life total is 16
    Then Braska's Final Aeon on the battlefield has mana value 4

  @id:dfc-jecht-back-face-color-indicator @ruling:ce5beda4cc2f @cr:204 @cr:712.8e
  Scenario: Braska's Final Aeon's color is its color indicator's
    The back face of a nonmodal double-faced card usually has a color indicator that defines its color. Wording
    as recorded by wingedsheep/argentum-engine only (single source). Here Jecht, Reluctant Guardian deals combat
    damage to Bob and is exiled and returned transformed.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    And all players pass priority until the stack is empty
    Then Bob's life total is 16
    Then the Braska's Final Aeon Alice controls has color black

  @id:dfc-vincent-back-face-characteristics @ruling:9b9d71d6e178 @cr:712.8e @cr:701.27a
  Scenario: Galian Beast has only its back face's characteristics once Vincent Valentine transforms
    Each face of a nonmodal double-faced card has its own set of characteristics: name, types, subtypes,
    abilities, and so on. While a nonmodal double-faced permanent is on the battlefield, consider only the
    characteristics of the face that's currently up. The other set of characteristics is ignored. Wording as
    recorded by wingedsheep/argentum-engine only (single source). Here Vincent Valentine attacks and its
    controller chooses to transform it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then Alice controls Galian Beast and no Vincent Valentine
    And the Galian Beast Alice controls has card type Creature and subtypes Werewolf/Beast
    And Galian Beast is 3/2

  @id:dfc-vincent-back-face-mana-value @ruling:929a99db124b @cr:202.3b @cr:712.8e
  Scenario: Galian Beast has the mana value of Vincent Valentine's front face
    The mana value of a nonmodal double-faced card is the mana value of its front face, no matter which face is
    up. Wording as recorded by wingedsheep/argentum-engine only (single source). Here Vincent Valentine attacks
    and its controller chooses to transform it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then Galian Beast on the battlefield has mana value 4

  @id:dfc-vincent-back-face-color-indicator @ruling:ce5beda4cc2f @cr:204 @cr:712.8e
  Scenario: Galian Beast's color is its color indicator's
    The back face of a nonmodal double-faced card usually has a color indicator that defines its color. Wording
    as recorded by wingedsheep/argentum-engine only (single source). Here Vincent Valentine attacks and its
    controller chooses to transform it.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Vincent Valentine
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then the Galian Beast Alice controls has color black

  @id:dfc-serah-back-face-characteristics @ruling:9b9d71d6e178 @cr:712.8e @cr:701.27a
  Scenario: Crystallized Serah has only its back face's characteristics once Serah Farron transforms
    Each face of a nonmodal double-faced card has its own set of characteristics: name, types, subtypes,
    abilities, and so on. While a nonmodal double-faced permanent is on the battlefield, consider only the
    characteristics of the face that's currently up. The other set of characteristics is ignored. Wording as
    recorded by wingedsheep/argentum-engine only (single source). Here Serah Farron transforms at the beginning
    of combat, its controller having two other legendary creatures.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Vincent Valentine and Jecht, Reluctant Guardian
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Alice controls Crystallized Serah and no Serah Farron
    And the Crystallized Serah Alice controls has card type Artifact

  @id:dfc-serah-back-face-mana-value @ruling:929a99db124b @cr:202.3b @cr:712.8e
  Scenario: Crystallized Serah has the mana value of Serah Farron's front face
    The mana value of a nonmodal double-faced card is the mana value of its front face, no matter which face is
    up. Wording as recorded by wingedsheep/argentum-engine only (single source). Here Serah Farron transforms at
    the beginning of combat, its controller having two other legendary creatures.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Vincent Valentine and Jecht, Reluctant Guardian
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Crystallized Serah on the battlefield has mana value 3

  @id:dfc-serah-back-face-color-indicator @ruling:ce5beda4cc2f @cr:204 @cr:712.8e
  Scenario: Crystallized Serah's color is its color indicator's
    The back face of a nonmodal double-faced card usually has a color indicator that defines its color. Wording
    as recorded by wingedsheep/argentum-engine only (single source). Here Serah Farron transforms at the
    beginning of combat, its controller having two other legendary creatures.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Serah Farron, Vincent Valentine and Jecht, Reluctant Guardian
    And Alice will answer the "you may" choices with yes
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then the Crystallized Serah Alice controls has colors green/white

  @id:dfc-jecht-returns-transformed @ruling:240b0b521f94 @cr:712.14a @cr:400.7
  Scenario: Jecht exiled and returned to the battlefield transformed enters with its back face up
    A nonmodal double-faced card enters with its front face up by default, unless a spell or ability instructs
    you to put it onto the battlefield transformed or allows you to cast it transformed, in which case it enters
    with its back face up. Wording as recorded by wingedsheep/argentum-engine only (single source). Jecht's
    ability puts it onto the battlefield transformed: a new object (400.7) with its back face up.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice's library, from the top, is Swamp
    And Alice will answer the "you may" choices with yes
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    Then the triggered abilities put on the stack are 1 from Jecht, Reluctant Guardian and 1 from Braska's Final Aeon
    And Alice controls Braska's Final Aeon and no Jecht, Reluctant Guardian
    And Braska's Final Aeon is untapped
    And Braska's Final Aeon has 1 lore counter

  @id:dfc-jecht-declined-stays-front-face-up @ruling:240b0b521f94 @cr:712.14 @cr:603.5
  Scenario: If Jecht's controller declines, Jecht stays on the battlefield with its front face up
    A nonmodal double-faced card enters with its front face up by default, unless a spell or ability instructs
    you to put it onto the battlefield transformed or allows you to cast it transformed, in which case it enters
    with its back face up. Wording as recorded by wingedsheep/argentum-engine only (single source). The
    boundary: without the instruction, nothing puts Jecht onto the battlefield transformed.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Jecht, Reluctant Guardian
    And Alice will answer the "you may" choices with no
    When Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    And all players pass priority until the stack is empty
    Then Alice controls Jecht, Reluctant Guardian and no Braska's Final Aeon
    And Jecht, Reluctant Guardian is tapped

  @id:dfc-jecht-single-faced-copy-stays-in-exile @ruling:e4f585f321d3 @cr:712.14a @cr:707.8
  Scenario: A Clone copying Jecht is exiled by the copied ability and stays in exile
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. For example, if a single-faced
    card is a copy of Crystal Fragments, it will be exiled during the resolution of its second ability and
    remain in exile. Wording as recorded by wingedsheep/argentum-engine only (single source). Clone copies only
    Jecht's front face (707.8) and is a single-faced card, so it can't be returned transformed (712.14a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Jecht, Reluctant Guardian
    And Alice has Clone in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice's library, from the top, is Island
    And Bob's library, from the top, is Swamp
    And Alice will choose Jecht, Reluctant Guardian to copy
    And Alice will answer the "you may" choices with yes, then yes
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Jecht, Reluctant Guardian and no Clone
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice attacks with Jecht, Reluctant Guardian
    And the game advances to Alice's combat damage step
    And all players pass priority until the stack is empty
    Then Bob's life total is 16
    And Clone is in exile
    And Alice controls no Jecht, Reluctant Guardian and no Braska's Final Aeon
    And Bob controls Jecht, Reluctant Guardian

  @id:dfc-dion-single-faced-copy-stays-in-exile @ruling:47d8ddc65f77 @cr:712.14a @cr:707.8
  Scenario: A Clone copying Dion is exiled by the copied ability and stays in exile
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. Wording as recorded by
    wingedsheep/argentum-engine only (single source). Clone copies only Dion's front face (707.8) and is a
    single-faced card, so it can't be returned transformed (712.14a).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Dion, Bahamut's Dominant
    And Alice controls 6 Plains
    And Alice has Clone in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice's library, from the top, is Island
    And Bob's library, from the top, is Swamp
    And Alice will choose Dion, Bahamut's Dominant to copy
    And Alice will answer the "you may" choices with yes
    When Alice casts Clone from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Dion, Bahamut's Dominant, Knight and no Clone
    When the game advances to Bob's upkeep
    And the game advances to Alice's precombat main phase
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Plains's "{T}: Add {W}." ability
    And Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Clone is in exile
    And Alice controls no Dion, Bahamut's Dominant and no Bahamut, Warden of Light
    And Bob controls Dion, Bahamut's Dominant

  @id:dfc-dion-returns-transformed @ruling:47d8ddc65f77 @cr:712.14a
  Scenario: Dion itself, a double-faced card, returns transformed
    If you are instructed to put a card that isn't a double-faced card onto the battlefield transformed, it will
    not enter at all. In that case, it stays in the zone it was previously in. Wording as recorded by
    wingedsheep/argentum-engine only (single source). The boundary: Dion is a double-faced card, so its ability
    returns it with its back face up.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice controls Dion, Bahamut's Dominant
    And Alice has {W}{W}{W}{W}{W}{W} in her mana pool
    When Alice activates Dion, Bahamut's Dominant's "{4}{W}{W}, {T}" ability
    And all players pass priority until the stack is empty
    Then Alice controls Bahamut, Warden of Light and no Dion, Bahamut's Dominant
    And Bahamut, Warden of Light is 5/5

  @id:dfc-serah-token-copy-transforms @ruling:e7a5c714bbd1 @cr:707.8a @cr:701.27a @cr:712.9
  Scenario: A token copy of Serah Farron is a double-faced token: it can transform into Crystallized Serah
    A token that is created as a copy of a double-faced permanent or a double-faced card in another zone is a
    double-faced token. It will have both the front face and back face of whatever object it's copying. If it's
    copying a double-faced permanent whose back face is up, the token will enter with its back face up. It can
    transform if instructed to do so. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Bob controls Serah Farron
    And Alice controls Venat, Heart of Hydaelyn and Vincent Valentine
    And Alice has Relm's Sketching in her hand
    And Alice has {U}{U}{U}{U} in her mana pool
    And Alice will choose Serah Farron as targets
    And Alice will answer the "you may" choices with yes
    When Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Serah Farron Alice controls has a token and colors green/white
    When the game advances to Alice's beginning of combat step
    And all players pass priority until the stack is empty
    Then Alice controls Crystallized Serah and no Serah Farron
    And the Crystallized Serah Alice controls has card type Artifact and a token
    And Bob controls Serah Farron

  @id:dfc-vincent-token-copy-back-face-up @ruling:e7a5c714bbd1 @cr:707.8a @cr:202.3b
  Scenario: A token copy of Galian Beast enters with its back face up, with mana value 0
    A token that is created as a copy of a double-faced permanent or a double-faced card in another zone is a
    double-faced token. It will have both the front face and back face of whatever object it's copying. If it's
    copying a double-faced permanent whose back face is up, the token will enter with its back face up. It can
    transform if instructed to do so. Wording as recorded by wingedsheep/argentum-engine only (single source).
    Bob's Vincent Valentine transforms into Galian Beast on his turn; on hers, Alice copies it. A copy of a back
    face has mana value 0 (202.3b).

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice controls 4 Island
    And Alice has Relm's Sketching in her hand
    And Alice's library, from the top, is Island and Island
    And Bob's library, from the top, is Swamp
    And Bob controls Vincent Valentine
    And Bob will answer the "you may" choices with yes
    And Alice will choose Galian Beast as targets
    When Bob attacks with Vincent Valentine
    And all players pass priority until the stack is empty
    Then Bob controls Galian Beast
    When the game advances to Alice's precombat main phase
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Galian Beast Alice controls has a token, 3/2 and mana value 0
    And Alice controls no Vincent Valentine

  @id:dfc-jecht-token-copy-back-face-up @ruling:e7a5c714bbd1 @cr:707.8a @cr:202.3b
  Scenario: A token copy of Braska's Final Aeon enters with its back face up, with mana value 0
    A token that is created as a copy of a double-faced permanent or a double-faced card in another zone is a
    double-faced token. It will have both the front face and back face of whatever object it's copying. If it's
    copying a double-faced permanent whose back face is up, the token will enter with its back face up. It can
    transform if instructed to do so. Wording as recorded by wingedsheep/argentum-engine only (single source).
    Bob's Jecht, Reluctant Guardian transforms into Braska's Final Aeon on his turn; on hers, Alice copies it. A
    copy of a back face has mana value 0 (202.3b).

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice controls 4 Island
    And Alice has Relm's Sketching in her hand
    And Alice's library, from the top, is Island and Island
    And Bob's library, from the top, is Swamp
    And Bob controls Jecht, Reluctant Guardian
    And Bob will answer the "you may" choices with yes
    And Alice has Forest in her hand
    And Alice will choose Forest to discard
    And Bob will choose Swamp to discard
    And Alice will choose Braska's Final Aeon as targets
    When Bob attacks with Jecht, Reluctant Guardian
    And the game advances to Bob's combat damage step
    And all players pass priority until the stack is empty
    Then Bob controls Braska's Final Aeon
    When the game advances to Alice's precombat main phase
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Braska's Final Aeon Alice controls has a token, 7/7 and mana value 0
    And Alice controls no Jecht, Reluctant Guardian

  @id:dfc-venat-token-copy-back-face-up @ruling:e7a5c714bbd1 @cr:707.8a @cr:202.3b
  Scenario: A token copy of Hydaelyn, the Mothercrystal enters with its back face up, with mana value 0
    A token that is created as a copy of a double-faced permanent or a double-faced card in another zone is a
    double-faced token. It will have both the front face and back face of whatever object it's copying. If it's
    copying a double-faced permanent whose back face is up, the token will enter with its back face up. It can
    transform if instructed to do so. Wording as recorded by wingedsheep/argentum-engine only (single source).
    Bob's Venat, Heart of Hydaelyn transforms into Hydaelyn, the Mothercrystal on his turn; on hers, Alice
    copies it. A copy of a back face has mana value 0 (202.3b).

    Given a game between Alice and Bob
    And it is Bob's precombat main phase
    And Alice controls 4 Island
    And Alice has Relm's Sketching in her hand
    And Alice's library, from the top, is Island and Island
    And Bob's library, from the top, is Swamp
    And Bob controls Venat, Heart of Hydaelyn
    And Bob controls Amulet of Vigor
    And Bob has {W}{W}{W}{W}{W}{W}{W} in his mana pool
    And Bob will choose Amulet of Vigor as targets
    And Alice will choose Hydaelyn, the Mothercrystal as targets
    When Bob activates Venat, Heart of Hydaelyn's "{7}, {T}" ability
    And all players pass priority until the stack is empty
    Then Bob controls Hydaelyn, the Mothercrystal
    When the game advances to Alice's precombat main phase
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice activates Island's "{T}: Add {U}." ability
    And Alice casts Relm's Sketching from her hand
    And all players pass priority until the stack is empty
    Then the Hydaelyn, the Mothercrystal Alice controls has a token, 4/4 and mana value 0
    And Alice controls no Venat, Heart of Hydaelyn

  @id:dfc-color-identity-both-faces @ruling:12e5ee46b9dc @cr:903.4 @cr:903.4d
  Scenario Outline: A double-faced card's color identity combines both faces, color indicators included
    In the Commander variant, a double-faced card's color identity is determined by the mana costs and mana
    symbols in the rules text of both faces combined. If either face has a color indicator or basic land type,
    those are also considered. For example, Cecil, Dark Knight's color identity is black and white, since its
    front face is black and its back face has a white color indicator. Wording as recorded by
    wingedsheep/argentum-engine only (single source).

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has <card> in her hand
    Then the <card> in Alice's hand has color identity <identity>

    Examples:
      | card                      | identity    |
      | Venat, Heart of Hydaelyn  | white       |
      | Jecht, Reluctant Guardian | black       |
      | Vincent Valentine         | black       |
      | Serah Farron              | green/white |

  @id:dfc-color-identity-back-face-indicator-counts @ruling:12e5ee46b9dc @cr:903.4d @cr:712.8a
  Scenario: Cecil, Dark Knight is black, but its color identity is black and white: its back face has a white color indicator
    In the Commander variant, a double-faced card's color identity is determined by the mana costs and mana
    symbols in the rules text of both faces combined. If either face has a color indicator or basic land type,
    those are also considered. For example, Cecil, Dark Knight's color identity is black and white, since its
    front face is black and its back face has a white color indicator. Wording as recorded by
    wingedsheep/argentum-engine only (single source). The ruling's own example: outside the battlefield the card
    has only its front face's color (712.8a), black.

    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has Cecil, Dark Knight in her hand
    Then the Cecil, Dark Knight in Alice's hand has color black and color identity white/black
