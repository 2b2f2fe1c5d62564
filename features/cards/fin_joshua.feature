Feature: Joshua, Phoenix's Dominant
  Joshua, Phoenix's Dominant {1}{R}{W} — Legendary Creature — Human Noble Wizard 3/4. "When Joshua enters,
  discard up to two cards, then draw that many cards." (Its transforming ability is declared not modelled.)

  Rulings: shared/data/fin-rulings.json (2025-06-06), single-source (wingedsheep/argentum-engine).

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase
    And Alice has {R}{W}{C} in her mana pool
    And Alice's library, from the top, is Island and Island

  @id:fin-joshua-discards-none-draws-none @ruling:d0b18fa8e678 @cr:701.9a @cr:608.2h
  Scenario: Alice discards no cards as Joshua's ability resolves, so she draws none
    You can choose to discard no cards when Joshua's first ability resolves. If you do, you won't draw any
    cards. Wording as recorded by wingedsheep/argentum-engine only (single source).

    Given Alice has Joshua, Phoenix's Dominant and Grizzly Bears in her hand
    And Alice will choose nothing to discard
    When Alice casts Joshua, Phoenix's Dominant from her hand
    And all players pass priority until the stack is empty
    Then Alice controls Joshua, Phoenix's Dominant
    And Alice has Grizzly Bears in her hand
    And Alice has 2 Island in her library

  @id:fin-joshua-discards-one-draws-one @ruling:d0b18fa8e678 @cr:701.9a @cr:608.2h
  Scenario: Alice discards one card and stops: she draws exactly one
    You can choose to discard no cards when Joshua's first ability resolves. If you do, you won't draw any
    cards. Wording as recorded by wingedsheep/argentum-engine only (single source). The boundary: the number
    drawn is the number discarded, here one of the two cards she could have.

    Given Alice has Joshua, Phoenix's Dominant, Grizzly Bears and Forest in her hand
    And Alice will choose Grizzly Bears, then nothing to discard
    When Alice casts Joshua, Phoenix's Dominant from her hand
    And all players pass priority until the stack is empty
    Then Alice has Grizzly Bears in her graveyard
    And Alice has Forest and Island in her hand
    And Alice has Island in her library
