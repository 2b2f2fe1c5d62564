Feature: Vaan, Street Thief
  Vaan, Street Thief {2}{R} — Legendary Creature — Human Scout 2/2
  Whenever one or more Scouts, Pirates, and/or Rogues you control deal combat damage to a player, exile the
  top card of that player's library. You may cast it. If you don't, create a Treasure token.
  Whenever you cast a spell you don't own, put a +1/+1 counter on each Scout, Pirate, and Rogue you control.

  Rulings: the FIN rulings file (features/fin.rulings.json), 2025-06-06; both recorded by
  wingedsheep/argentum-engine only (single source; that repository was shown to condense some texts).
  Casting a spell during the resolution of an ability: CR 608.2g.

  Background:
    Given a game between Alice and Bob
    And it is Alice's precombat main phase

  @ruling:1944134d832a @cr:608.2g @cr:601.3
  Rule: The exiled card is cast while Vaan's first ability resolves, whatever its card type's timing
    You cast the exiled card while Vaan's first ability is still on the stack. You can't wait to cast it
    later in the turn. Timing restrictions based on the card's type are ignored.

    @id:vaan-casts-exiled-creature-in-combat
    Scenario: Vaan deals combat damage: Alice casts Bob's Memnite, a creature card, in the combat damage step
      Given Alice controls Vaan, Street Thief
      And Bob's library, from the top, is Memnite and Island
      And Alice will answer the "you may" choices with yes
      When Alice attacks with Vaan, Street Thief
      And the game advances to Alice's combat damage step
      Then Alice controls Memnite
      And Bob's life total is 18
      And Alice controls no Treasure

    @id:vaan-cant-cast-later
    Scenario: Alice doesn't cast the exiled Memnite: she gets a Treasure, and can't cast Memnite later in the turn
      Given Alice controls Vaan, Street Thief
      And Bob's library, from the top, is Memnite and Island
      And Alice will answer the "you may" choices with no
      When Alice attacks with Vaan, Street Thief
      And the game advances to Alice's postcombat main phase
      Then Alice controls 1 Treasure
      And Memnite is in exile
      When Alice tries to cast Memnite from exile
      Then that is rejected by rule 601.3
      And Memnite is in exile

  @ruling:efd00b9104fb @cr:601.2i @cr:603.3 @cr:608.1
  Rule: Vaan's last ability resolves before the spell you don't own, even if that spell is countered
    Vaan's last ability resolves before the spell that caused it to trigger. It resolves even if that
    spell is countered or otherwise leaves the stack.

    @id:vaan-last-ability-resolves-first
    Scenario: Bob's Memnite, cast by Alice, is below Vaan's last ability: Vaan gets its counter first
      Given Alice controls Vaan, Street Thief
      And Bob's library, from the top, is Memnite and Island
      And Alice will answer the "you may" choices with yes
      When Alice attacks with Vaan, Street Thief
      And the game advances to Alice's declare blockers step
      And all players pass priority
      Then the triggered abilities put on the stack are 1 from Vaan, Street Thief
      When all players pass priority
      Then the stack, from the bottom, holds Memnite and Vaan, Street Thief's triggered ability
      When all players pass priority
      Then Vaan, Street Thief has 1 +1/+1 counter
      And Alice controls no Memnite
      When all players pass priority
      Then Alice controls Memnite

    @id:vaan-last-ability-resolves-though-countered @cr:701.6a
    Scenario: Bob counters the Memnite Alice cast: Vaan's last ability still resolves
      Given Alice controls Vaan, Street Thief
      And Bob controls 3 Island
      And Bob has Cancel in his hand
      And Bob's library, from the top, is Memnite and Island
      And Alice will answer the "you may" choices with yes
      And Bob will choose Memnite as targets
      When Alice attacks with Vaan, Street Thief
      And the game advances to Alice's declare blockers step
      And all players pass priority
      And all players pass priority
      And Alice passes priority
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob activates Island's "{T}: Add {U}." ability
      And Bob casts Cancel from his hand
      And all players pass priority until the stack is empty
      Then Bob has Memnite in his graveyard
      And Vaan, Street Thief has 1 +1/+1 counter

    @id:vaan-own-spell-no-trigger
    Scenario: A spell Alice owns doesn't make Vaan's last ability trigger
      Given Alice controls Vaan, Street Thief
      And Alice has Memnite in her hand
      When Alice casts Memnite from her hand
      Then no triggered ability is put on the stack
